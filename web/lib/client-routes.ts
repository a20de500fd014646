/**
 * The client's route table, in one place: the browser (signed-out player pages) and the server (which
 * paths answer 200 with the app and which 404) both read it. Plain data, no imports, so the server can
 * load it without the client's packages.
 */

/** Pages only a signed-in player sees; signed-out visitors see the landing page there. */
export const PLAYER_PATHS = [
  '/',
  '/games',
  '/dashboard',
  '/transactions',
  '/achievements',
  '/my-numbers',
] as const;

/** The informational pages, open to everyone. */
export const PUBLIC_PATHS = [
  '/how-to-play',
  '/prize-rules',
  '/terms',
  '/privacy',
  '/official-rules',
  '/contact',
  '/game-info',
  '/instant-play',
  '/real-prizes',
  '/free-spins',
  '/welcome',
  // E-mailed links: password reset, the new-game e-mails' unsubscribe page and their confirmation.
  '/forgot-password',
  '/reset-password',
  '/unsubscribe',
  '/confirm-subscription',
  '/responsible-play',
  '/fairness',
  '/winners',
] as const;

/** The administrator's pages (admin.md section 2): their code loads only when one is opened. */
export const ADMIN_PATHS = ['/admin', '/admin-login', '/admin-dashboard'] as const;

/** Paths with a parameter: the game page (numeric id, a player page) and a game's public fairness page. */
const PATTERNS: readonly RegExp[] = [/^\/game\/[1-9]\d*$/, /^\/fairness\/[1-9]\d*$/, /^\/claim\/[1-9]\d*$/];

const exact = new Set<string>([...PLAYER_PATHS, ...PUBLIC_PATHS, ...ADMIN_PATHS]);

/** The path without its trailing slash (the root stays '/'). */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The client has a page at this path. */
export function isClientRoute(path: string): boolean {
  const normal = normalisePath(path);
  return exact.has(normal) || PATTERNS.some((pattern) => pattern.test(normal));
}

/** A player page (including /game/{id}): signed-out visitors see the landing page there. */
export function isPlayerPath(path: string): boolean {
  const normal = normalisePath(path);
  return (PLAYER_PATHS as readonly string[]).includes(normal) || PATTERNS[0]?.test(normal) === true;
}
