import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SignUpRules } from '../../application/accounts/get-sign-up-rules';
import type { Sponsor } from '../../application/games/get-sponsor';
import type { ContactDetails } from '../../application/settings/get-contact-details';
import { isVisitorPage } from '../../domain/shared/site-pages';
import type { SerializedAnswer } from './shared-answer';
import { htmlFile, type StaticFile } from './static-files';

/**
 * The pages that arrive as HTML with their real content: the landing page, the lobby (which a visitor
 * nobody is signed in as sees as the landing page), How to Play and Contact (the operator's details). Rendered by the server with the
 * client's own components (web/prerender.tsx, built into dist/prerender), hydrated by the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/games', '/how-to-play', '/contact'];

/**
 * The landing page on its Login tab (`/?tab=login`, where a game's Login link goes), drawn so: drawn on
 * the Sign Up tab, it would not match the page React hydrates, which would draw it afresh and lose what
 * the visitor had typed.
 */
const LANDING_ON_LOGIN = '/?tab=login';

/** Every page rendered: the paths, and the landing on its Login tab. */
export const RENDERED_PAGES: readonly string[] = [...PRERENDERED_PATHS, LANDING_ON_LOGIN];

/** The rendered page that answers a prerendered path with this `tab` query. */
export const renderedPageOf = (path: string, tab: string | undefined): string =>
  path === '/' && tab === 'login' ? LANDING_ON_LOGIN : path;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?pw_session=/;

/** The settings the pages show that are known only when they are served (the client's RunTimeValues). */
export interface RunTimeValues {
  sponsor: Sponsor;
  contact: ContactDetails;
  signUp: SignUpRules;
}

/** A game's public state as the shared reads send it (game-answers.ts): what its page shows. */
export interface GameState {
  game: SerializedAnswer;
  availableNumbers: SerializedAnswer;
  recentNumbers: SerializedAnswer;
}

/** The game's state as the page carries it for hydration (the client's GamePageData, web/lib/page-data.ts). */
interface GamePageData {
  id: number;
  game: { endTime: string };
  availableNumbers: unknown;
  recentNumbers: unknown;
}

/** The renderer's module, as dist/prerender/prerender.js exports it. */
interface Renderer {
  renderPage(path: string, values: RunTimeValues, data?: GamePageData | null): Promise<string>;
}

/** The renderer beside the client's build (dist/client → dist/prerender), or null when it was not built. */
export async function loadRenderer(clientDir: string): Promise<Renderer | null> {
  const file = join(clientDir, '..', 'prerender', 'prerender.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
const CLASS_ATTRIBUTE = /class="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names the rendered HTML uses. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The page's critical CSS: the stylesheets index.html links (the global styles) and every stylesheet of
 * the build one of whose classes the rendered HTML uses (vanilla-extract writes one class per style).
 */
function criticalCss(shell: string, html: string, files: ReadonlyMap<string, StaticFile>): string {
  const linked = [...shell.matchAll(STYLESHEET)].map(([, href = '']) => href);
  const used = classesOf(html);
  const sheets = new Set(linked);
  for (const [path, file] of files) {
    if (!path.endsWith('.css') || sheets.has(path)) continue;
    const text = file.bodies.identity.toString('utf8');
    for (const [, name = ''] of text.matchAll(CLASS_SELECTOR)) {
      if (used.has(name)) {
        sheets.add(path);
        break;
      }
    }
  }
  return [...sheets].map((path) => files.get(path)?.bodies.identity.toString('utf8') ?? '').join('\n');
}

/**
 * index.html with the page in `#root`, its critical CSS inline in place of the stylesheet links (the
 * first paint waits for no file; the policy admits inline styles), the run-time values as data for
 * hydration, and the page's title. The module script stays as the build wrote it: it runs after the
 * first paint (a module script is deferred).
 */
function assemblePage(
  shell: string,
  html: string,
  values: RunTimeValues,
  files: ReadonlyMap<string, StaticFile>,
  data: GamePageData | null = null,
): string {
  const css = criticalCss(shell, html, files);
  const withoutLinks = shell.replace(STYLESHEET, '');
  const pageData = data
    ? `\n    <script type="application/json" id="page-data">${scriptJson(data)}</script>`
    : '';
  return withoutLinks
    .replace('</head>', () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${html}</div>\n    <script type="application/json" id="run-time-values">${scriptJson(values)}</script>${pageData}`,
    );
}

/** Serve the plain shell instead: a signed-in player's landing page and lobby are theirs, drawn in the browser. */
export function wantsShell(path: string, cookieHeader: string | undefined): boolean {
  return isVisitorPage(path) && SESSION_COOKIE.test(cookieHeader ?? '');
}

/**
 * The pages rendered in this process, by build (its index.html names every file by its content) and
 * path: servers of one build in one process share them. A deployment runs one server a process; the
 * tests start dozens, and rendering the four pages cost each about a second of CPU.
 */
const rendered = new Map<string, { key: string; file: Promise<StaticFile> }>();

/**
 * The games' pages rendered in this process, by build and game, each for one state of its game: the
 * most recently rendered MAX_GAME_PAGES are kept.
 */
const renderedGames = new Map<string, { key: string; file: Promise<StaticFile>; done: boolean }>();
const MAX_GAME_PAGES = 200;

/**
 * Each page rendered once per set of run-time values: rendered again only when a value it shows changes
 * (an operator's new allowed e-mail domains, say). A failed render is forgotten, to be tried again.
 */
export class PrerenderedPages {
  private readonly build: string;

  constructor(
    private readonly renderer: Renderer,
    private readonly shell: string,
    private readonly files: ReadonlyMap<string, StaticFile>,
  ) {
    this.build = createHash('sha256').update(shell).digest('base64url');
  }

  page(path: string, values: RunTimeValues): Promise<StaticFile> {
    const key = JSON.stringify(values);
    const slot = `${this.build} ${path}`;
    const current = rendered.get(slot);
    if (current?.key === key) return current.file;
    const file = this.renderer
      .renderPage(path, values)
      .then((html) => htmlFile(assemblePage(this.shell, html, values, this.files)));
    rendered.set(slot, { key, file });
    file.catch(() => {
      if (rendered.get(slot)?.file === file) rendered.delete(slot);
    });
    return file;
  }

  /**
   * A game's page, as a visitor sees it (a player's own parts follow in the browser), drawn from the
   * game's state with `shell` (index.html naming the game page's code): rendered again when that state
   * changes (or the game's end time passes), once at a time per game. Null while the page of an earlier
   * state is still being rendered: the plain shell serves meanwhile, the page then asking for the state.
   */
  gamePage(id: number, state: GameState, values: RunTimeValues, shell: string): Promise<StaticFile> | null {
    const data: GamePageData = {
      id,
      game: JSON.parse(state.game.body) as GamePageData['game'],
      availableNumbers: JSON.parse(state.availableNumbers.body),
      recentNumbers: JSON.parse(state.recentNumbers.body),
    };
    const ended = Date.parse(data.game.endTime) <= Date.now();
    const answers = [state.game, state.availableNumbers, state.recentNumbers].map((answer) => answer.etag);
    const key = JSON.stringify([values, answers, ended]);
    const slot = `${this.build} ${id}`;
    const current = renderedGames.get(slot);
    if (current?.key === key) return current.file;
    if (current && !current.done) return null;
    const file = this.renderer
      .renderPage(`/game/${id}`, values, data)
      .then((html) => htmlFile(assemblePage(shell, html, values, this.files, data)));
    const entry = { key, file, done: false };
    renderedGames.delete(slot);
    renderedGames.set(slot, entry);
    for (const old of renderedGames.keys()) {
      if (renderedGames.size <= MAX_GAME_PAGES) break;
      renderedGames.delete(old);
    }
    file.then(
      () => {
        entry.done = true;
      },
      () => {
        if (renderedGames.get(slot) === entry) renderedGames.delete(slot);
      },
    );
    return file;
  }
}
