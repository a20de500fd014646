/**
 * Who each page of the route tree is for, as plain data: the route tree's pages import this module, so
 * it imports nothing of the tree. Keyed by the tree's own paths: web/router.tsx checks the keys against
 * the tree, so a route added without a line here, or a line without a route, does not compile. The
 * server learns the routes from the build (adapters/build/client-routes-plugin.mjs), never from here.
 */
import { normalisePath } from '../../domain/shared/site-pages';

export type Access = 'player' | 'public' | 'admin';

export const ROUTE_ACCESS = {
  // Only a signed-in player sees these; signed-out visitors see the landing page there.
  '/': 'player',
  '/games': 'player',
  '/dashboard': 'player',
  '/transactions': 'player',
  '/achievements': 'player',
  '/my-numbers': 'player',
  '/game/$id': 'player',
  // The informational pages, open to everyone.
  '/how-to-play': 'public',
  '/prize-rules': 'public',
  '/terms': 'public',
  '/privacy': 'public',
  '/official-rules': 'public',
  '/contact': 'public',
  '/game-info': 'public',
  '/instant-play': 'public',
  '/real-prizes': 'public',
  '/free-spins': 'public',
  '/welcome': 'public',
  // E-mailed links: password reset, the new-game e-mails' unsubscribe page and their confirmation.
  '/forgot-password': 'public',
  '/reset-password': 'public',
  '/unsubscribe': 'public',
  '/confirm-subscription': 'public',
  '/responsible-play': 'public',
  '/fairness/': 'public',
  '/fairness/$gameId': 'public',
  '/rules/$gameId': 'public',
  '/winners': 'public',
  // A winner's claim: the page asks a signed-out visitor to sign in itself.
  '/claim/$winnerId': 'public',
  // The administrator's pages: their code loads only when one is opened.
  '/admin': 'admin',
  '/admin-login': 'admin',
  '/admin-dashboard': 'admin',
} as const satisfies Record<string, Access>;

type RoutePath = keyof typeof ROUTE_ACCESS;
const ROUTES = Object.entries(ROUTE_ACCESS) as [RoutePath, Access][];

/** A route's path as a pattern: a `$parameter` is a record id, a positive whole number. */
const patternOf = (route: string) => new RegExp(`^${normalisePath(route.replace(/\$[^/]+/g, '[1-9]\\d*'))}$`);
const PATTERNS = ROUTES.map(([route, access]) => ({ pattern: patternOf(route), access }));

/** Who the page at this path is for, or null when the client has no page there. */
function accessOf(path: string): Access | null {
  const normal = normalisePath(path);
  return PATTERNS.find(({ pattern }) => pattern.test(normal))?.access ?? null;
}

/** The pages of one kind without a parameter, as paths ('/fairness/' is '/fairness'). */
const pathsOf = (access: Access): string[] =>
  ROUTES.filter(([route, kind]) => kind === access && !route.includes('$')).map(([route]) =>
    normalisePath(route),
  );

export const PLAYER_PATHS: readonly string[] = pathsOf('player');
export const PUBLIC_PATHS: readonly string[] = pathsOf('public');
export const ADMIN_PATHS: readonly string[] = pathsOf('admin');

/** The client has a page at this path. */
export const isClientRoute = (path: string): boolean => accessOf(path) !== null;

/** A player page (including /game/{id}): signed-out visitors see the landing page there. */
export const isPlayerPath = (path: string): boolean => accessOf(path) === 'player';
