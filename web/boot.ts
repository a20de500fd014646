/**
 * The entry of a page the server rendered (adapters/http/client-files.ts names it there instead of the
 * app's): the page paints from its HTML and inline CSS first, and only then are the app's files fetched,
 * so the first paint waits for no script's download (on a phone's network, some 50 files). The server
 * lists them in `#page-code`: the app's entry, the files it imports and the page's own route's, all
 * then fetched side by side, as the links of the plain index.html would have. It imports nothing itself.
 */
interface PageCode {
  entry: string;
  preloads: string[];
}

function readPageCode(): PageCode | null {
  const text = document.getElementById('page-code')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageCode;
  } catch {
    return null;
  }
}

/**
 * Starting a fetch is work for the page's thread too (some 1-2 ms a file on a phone): the files are asked
 * for a few a task, so no task blocks a tap for long (the entry first, the largest).
 */
const FILES_A_TASK = 6;

function preload(files: string[]): void {
  for (const file of files.slice(0, FILES_A_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  const rest = files.slice(FILES_A_TASK);
  if (rest.length > 0) setTimeout(() => preload(rest), 0);
}

function start(): void {
  const code = readPageCode();
  if (!code) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = code.entry;
  document.head.append(script);
  preload(code.preloads);
}

/** How long the app waits for the first contentful paint at most, once this has run. */
const PAINT_WAIT_MS = 1_000;

/**
 * Runs `then` once the page has painted its content (the browser's first-contentful-paint entry, a task
 * later), or after PAINT_WAIT_MS, whichever comes first. A hidden tab paints nothing: there at once. A
 * frame is not enough: the first may paint the background alone, before the HTML's text.
 */
function afterFirstContentfulPaint(then: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    then();
  };
  if (document.visibilityState !== 'visible') {
    go();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(go, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(go, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    go();
  }, PAINT_WAIT_MS);
}

afterFirstContentfulPaint(start);
