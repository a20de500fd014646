import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/**
 * Browser contexts with their one page, kept for the next test of the same file once a test has closed
 * them, instead of a new context and page each time. A new page costs Chromium a new renderer process
 * and its first load of the client, 1.2-1.3 s of CPU against 0.45 s for loading the same page again in a
 * page it already has (6 loads of `/` a way, each way run alone under `perf stat`); the context itself
 * costs little. Each test still starts as a stranger to the site: before a context is kept, its page goes
 * to about:blank (the app stops), its listeners and routes are removed, and its cookies, permissions and
 * every origin's storage it visited (local and session storage, IndexedDB, caches, service workers) are
 * cleared. A context that was changed in a way that cannot be undone (an init script, an exposed function,
 * extra headers, emulated media, a clock, a CDP session of the test's own...) or that has other pages is
 * closed for real. Only contexts opened with the same options (the viewport apart, which is set) are shared.
 * What a kept context still shares with its earlier test is its HTTP cache: the client's files, named by
 * their content, and answers that are revalidated.
 */

interface Kept {
  context: BrowserContext;
  page: Page;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
/** Playwright's own default for actions and navigations, put back for the next test. */
const DEFAULT_TIMEOUT_MS = 30_000;

const idle = new WeakMap<Browser, Map<string, Kept[]>>();

function idleOf(browser: Browser, key: string): Kept[] {
  let byOptions = idle.get(browser);
  if (!byOptions) {
    byOptions = new Map();
    idle.set(browser, byOptions);
  }
  let list = byOptions.get(key);
  if (!list) {
    list = [];
    byOptions.set(key, list);
  }
  return list;
}

/** Methods whose effect no reset undoes: calling one makes the context closed for real at its close(). */
const LASTING_CONTEXT = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
  'newCDPSession',
] as const;
const LASTING_PAGE = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'routeFromHAR',
  'routeWebSocket',
] as const;

/** The page's origin, '' for about:blank and other opaque origins. */
const originOf = (url: string) => {
  const { origin } = new URL(url);
  return origin === 'null' ? '' : origin;
};

function markOnCall<T extends object>(target: T, names: readonly string[], mark: () => void): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      mark();
      return original.apply(target, args);
    };
  }
}

/** A context kept earlier with these options, its viewport set to this test's; null when there is none. */
export async function keptPage(browser: Browser, options: BrowserContextOptions): Promise<Kept | null> {
  const { viewport, ...fixed } = options;
  const kept = idleOf(browser, JSON.stringify(fixed)).pop();
  if (!kept) return null;
  await kept.page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
  return kept;
}

/**
 * Makes `context.close()` keep this context and its page for the next keptPage() with the same options
 * when they can be made as new; `cdp` is the page's own session (the animation rate stays set).
 */
export function keepOnClose(
  browser: Browser,
  options: BrowserContextOptions,
  { context, page }: Kept,
  cdp: CDPSession,
): void {
  const { viewport: _viewport, ...fixed } = options;
  const key = JSON.stringify(fixed);
  let lasting = false;
  const mark = () => {
    lasting = true;
  };
  markOnCall(context, LASTING_CONTEXT, mark);
  markOnCall(page, LASTING_PAGE, mark);
  markOnCall(page.clock, ['install', 'setFixedTime', 'setSystemTime'], mark);
  const visited = new Set<string>();
  const track = () =>
    page.on('framenavigated', (frame) => {
      if (originOf(frame.url())) visited.add(originOf(frame.url()));
    });
  track();
  /** Makes the context as new; false when it cannot be (it is then closed for real). */
  const reset = async (): Promise<boolean> => {
    if (lasting || page.isClosed() || context.pages().length !== 1) return false;
    // Session storage belongs to the tab, which is kept: cleared from the page of the one origin visited
    // (a frame of another origin included: such a context is closed).
    const here = originOf(page.url());
    if (visited.size > 1 || (visited.size === 1 && !visited.has(here))) return false;
    if (visited.size === 1) await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
    page.removeAllListeners();
    track();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    for (const origin of visited)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    visited.clear();
    page.setDefaultTimeout(DEFAULT_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(DEFAULT_TIMEOUT_MS);
    return true;
  };
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    if (!(await reset().catch(() => false))) return close(closeOptions);
    idleOf(browser, key).push({ context, page });
  };
}

/**
 * Closes the contexts of the worker's browser that a file left open (a failed test's) and that are not
 * kept, at the end of the file: the browser itself goes on to the worker's next file.
 */
export async function closeLeftContexts(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  const kept = new Set([...(idle.get(browser)?.values() ?? [])].flat().map(({ context }) => context));
  await Promise.all(
    browser
      .contexts()
      .filter((context) => !kept.has(context))
      .map((context) => context.close()),
  );
}
