import { normalisePath, PUBLIC_PATHS } from './client-routes';

/** An informational page, open to everyone: it shows the same text whoever is signed in. */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}

/**
 * Player pages that paint before the server says who is signed in: the landing page and the lobby
 * show a first-time visitor the landing at once (and a returning player, remembered in this browser,
 * the lobby's frame), then follow the server's answer.
 */
export function paintsBeforeSignIn(path: string): boolean {
  const normal = normalisePath(path);
  return normal === '/' || normal === '/games';
}

/**
 * A game's page: the server renders it with the game's public state (adapters/http/prerendered-pages.ts),
 * the same for everyone, so it paints before the server says who is signed in; a player's own parts
 * (their free entry used, their hold) follow the answer.
 */
export function isGamePage(path: string): boolean {
  return /^\/game\/[1-9]\d*$/.test(normalisePath(path));
}
