import type { Context, Hono } from 'hono';
import { gameOfPage, isVisitorPage, normalisePath } from '../../domain/shared/site-pages';
import { pickEncoding } from './accept-encoding';
import type { HttpEnv } from './env';
import {
  type GameState,
  loadRenderer,
  PRERENDERED_PATHS,
  PrerenderedPages,
  RENDERED_PAGES,
  type RunTimeValues,
  renderedPageOf,
  wantsShell,
} from './prerendered-pages';
import { htmlFile, loadStaticFiles, type StaticFile } from './static-files';

const isApiPath = (path: string) => /^\/(api|trpc)(\/|$)/.test(path);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match names this file (in any of its encodings: they decode to the same bytes). */
function matchedTag(header: string | undefined, file: StaticFile): string | null {
  if (!header) return null;
  const ours = [file.tag, ...[...file.codings].map((coding) => `${file.tag}-${coding}`)];
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return `"${file.tag}"`;
    if (ours.some((mine) => tag === `"${mine}"`)) return tag;
  }
  return null;
}

/** The file in the encoding the client prefers, or 304 when its copy is current. HEAD: Hono drops the body. */
function send(c: Context<HttpEnv>, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({ 'Cache-Control': file.immutable ? IMMUTABLE : 'no-cache' });
  if (file.codings.size > 0) headers.set('Vary', 'Accept-Encoding');
  const current = status === 200 ? matchedTag(c.req.header('If-None-Match'), file) : null;
  if (current) {
    headers.set('ETag', current);
    return new Response(null, { status: 304, headers });
  }
  const coding = pickEncoding(c.req.header('Accept-Encoding'), file.codings);
  const body = coding ? (file.bodies[coding] ?? file.bodies.identity) : file.bodies.identity;
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.length));
  headers.set('ETag', `"${file.tag}${coding ? `-${coding}` : ''}"`);
  return new Response(new Uint8Array(body), { status, headers });
}

/** The build's list of the client's routes (adapters/build/client-routes-plugin.mjs): read, not served. */
const ROUTES_FILE = '/client-routes.json';

/**
 * A route of the client's tree ('/game/$id') as a pattern: each `$parameter` is a record id, a positive
 * whole number, as the client's pages read it ('/game/abc' is no page).
 */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[1-9]\\d*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

/** The client's route this path is, by the build's list ('/game/$id' for '/game/7'), if any. */
function clientRouteMatcher(routes: readonly string[]): (path: string) => string | undefined {
  const patterns = routes.map((route) => [route, routePattern(route)] as const);
  return (path) => {
    const normal = normalisePath(path);
    return patterns.find(([, pattern]) => pattern.test(normal))?.[0];
  };
}

/**
 * index.html for each route the build listed chunks for (adapters/build/client-routes-plugin.mjs): with a
 * `modulepreload` of each, so the browser fetches the page's code beside the entry's, not after running it.
 */
function shellsByRoute(shell: string, preloads: Record<string, string[]>): Map<string, string> {
  const shells = new Map<string, string>();
  for (const [route, files] of Object.entries(preloads)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    if (links.length > 0)
      shells.set(
        route,
        shell.replace('</head>', () => `${links.join('')}\n  </head>`),
      );
  }
  return shells;
}

/** The client's route of a game's page: its pages are rendered per game. */
const GAME_ROUTE = '/game/$id';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const BOOT_FILE = /^\/assets\/boot-[\w-]+\.js$/;

/**
 * index.html for the pages the server renders: its entry and preloads (and the route's own chunks)
 * named as data (`#page-code`), started by the build's boot entry (web/boot.ts) once the page has
 * painted, so the first paint waits for no script's download (a module script or a `modulepreload`
 * link is fetched at once, at a high priority). The shell as it is when the build has no boot entry.
 */
function renderedShell(shell: string, boot: string | undefined, routeFiles: readonly string[] = []): string {
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (!boot || !entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const code = JSON.stringify({ entry, preloads: [...preloads, ...routeFiles] });
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script type="module" crossorigin src="${boot}"></script>\n    <script type="application/json" id="page-code">${code}</script>\n    `,
    );
}

interface BuiltClient {
  files: ReadonlyMap<string, StaticFile>;
  index: StaticFile;
  routeOf: (path: string) => string | undefined;
  /** index.html naming a route's chunks, by route. */
  shells: ReadonlyMap<string, StaticFile>;
  /** index.html naming the game page's chunks as data, which its rendered pages are drawn in. */
  gameShell: string;
  /** The pages the server renders; null when the renderer was not built. */
  pages: PrerenderedPages | null;
}

/** The build's files, its index.html and its routes; null when any is missing (no build, or an old one). */
async function loadClient(dir: string): Promise<BuiltClient | null> {
  const files = await loadStaticFiles(dir);
  const index = files.get('/index.html');
  const list = files.get(ROUTES_FILE);
  if (!index || !list) return null;
  const { routes, preloads = {} } = JSON.parse(list.bodies.identity.toString('utf8')) as {
    routes: string[];
    preloads?: Record<string, string[]>;
  };
  const renderer = await loadRenderer(dir);
  const shell = index.bodies.identity.toString('utf8');
  const boot = [...files.keys()].find((path) => BOOT_FILE.test(path));
  const pages = renderer ? new PrerenderedPages(renderer, renderedShell(shell, boot), files) : null;
  const texts = shellsByRoute(shell, preloads);
  const shells = new Map([...texts].map(([route, text]) => [route, htmlFile(text)]));
  const gameShell = renderedShell(shell, boot, preloads[GAME_ROUTE]);
  return { files, index, routeOf: clientRouteMatcher(routes), shells, gameShell, pages };
}

/** Where the server reads the run-time values its rendered pages show; without it, no page is rendered. */
export interface ClientOptions {
  runTimeValues?: () => Promise<RunTimeValues>;
  /** A game's public state, its page rendered from it; null for no such game (the shell serves). */
  gameState?: (id: number) => Promise<GameState | null>;
}

/** The rendered page for this request, or null: not such a page, a signed-in visitor, or no renderer. */
async function renderedPage(
  c: Context<HttpEnv>,
  built: BuiltClient,
  options: ClientOptions,
): Promise<StaticFile | null> {
  const path = normalisePath(c.req.path);
  const { pages } = built;
  const { runTimeValues, gameState } = options;
  if (!pages || !runTimeValues) return null;
  const game = gameOfPage(path);
  if (game === null && !PRERENDERED_PATHS.includes(path)) return null;
  if (wantsShell(path, c.req.header('Cookie'))) return null;
  try {
    if (game !== null) {
      const state = gameState ? await gameState(game) : null;
      return state ? await pages.gamePage(game, state, await runTimeValues(), built.gameShell) : null;
    }
    return await pages.page(renderedPageOf(path, c.req.query('tab')), await runTimeValues());
  } catch (error) {
    c.var.log?.error({ err: error, path }, 'rendering the page failed: the plain shell is sent');
    return null;
  }
}

/** Renders each page once the client is loaded, so the first visitor does not wait for it. */
function warm(built: BuiltClient, options: ClientOptions): void {
  const { pages } = built;
  const { runTimeValues } = options;
  if (!pages || !runTimeValues) return;
  void runTimeValues()
    .then((values) => Promise.all(RENDERED_PAGES.map((path) => pages.page(path, values))))
    .catch(() => undefined);
}

/**
 * The built client: its files as the build wrote them (precompressed by adapters/build/precompress-plugin.mjs),
 * and index.html for every other GET outside /api and /trpc, so client routes load the app. A path
 * that is none of the client's routes (the build's list, from the client's route tree) answers 404 with
 * the same page, where the client shows 'Page Not Found'.
 */
export function serveClient(app: Hono<HttpEnv>, clientDir: string, options: ClientOptions = {}): void {
  let client: Promise<BuiltClient | null> | null = null;
  const load = (): Promise<BuiltClient | null> => {
    const loading = loadClient(clientDir);
    client = loading;
    void loading.then(
      (built) => (built ? warm(built, options) : undefined),
      () => undefined,
    );
    return loading;
  };
  // The rendered pages are ready before the first visitor asks (a missing build is looked for again then).
  if (options.runTimeValues) {
    setTimeout(() => {
      if (client) return;
      load().then(
        (built) => {
          if (!built) client = null;
        },
        () => {
          client = null;
        },
      );
    }, 0).unref();
  }
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const built = await (client ?? load()).catch(() => null);
    if (!built) {
      client = null;
      return c.text('The web client is not built: run `npm run build`.', 503);
    }
    const file = c.req.path !== ROUTES_FILE ? built.files.get(c.req.path) : undefined;
    if (file) return send(c, file, 200);
    const page = await renderedPage(c, built, options);
    const route = built.routeOf(c.req.path);
    const shell = (route ? built.shells.get(route) : undefined) ?? built.index;
    const answer = send(c, page ?? shell, page || route ? 200 : 404);
    // The landing page and the lobby are rendered for visitors, the shell for a signed-in player.
    // The visitor pages are the rendered page or the shell by the session cookie (wantsShell).
    if (built.pages && isVisitorPage(normalisePath(c.req.path))) answer.headers.append('Vary', 'Cookie');
    return answer;
  });
}
