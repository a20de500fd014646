/**
 * The pages the server and the browser both tell apart by their path, in one place: the server renders
 * them (adapters/http/prerendered-pages.ts), the browser hydrates or draws them (web/main.tsx,
 * web/routes/__root.tsx). A path's trailing slash is ignored ('/games/' is '/games').
 */

/** The path without its trailing slash (the root stays '/'). */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A game's page ('/game/7'): its id is a record id, a positive whole number. */
const GAME_PAGE = /^\/game\/([1-9]\d*)$/;

/** The game whose page this path is, or null. */
export function gameOfPage(path: string): number | null {
  const id = Number(GAME_PAGE.exec(normalisePath(path))?.[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A game's page: the server renders it with the game's public state, the same for everyone, so it paints
 * before the server says who is signed in; a player's own parts (their free entry used, their hold)
 * follow the answer.
 */
export const isGamePage = (path: string): boolean => gameOfPage(path) !== null;

/**
 * The landing page and the lobby: their content depends on who is signed in. The server renders them for
 * a visitor nobody is signed in as (the landing page) and sends a session's holder the plain shell; the
 * browser paints them before the server says who is signed in (a player remembered in this browser
 * gets the lobby's frame), then follows the answer.
 */
export function isVisitorPage(path: string): boolean {
  const normal = normalisePath(path);
  return normal === '/' || normal === '/games';
}
