import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static.edge';
import { App } from './app';
import { type GamePageData, seedPageData } from './lib/page-data';
import { type RunTimeValues, seedRunTimeValues } from './lib/run-time-values';
import { createAppRouter } from './router';

/** A part still waiting (a lazy component not loaded yet), or any inline script: neither may be served. */
const UNFINISHED = /<template id="B:|<script/i;

/**
 * The server's rendering of a page as a first-time visitor sees it (nobody signed in, the server's answer
 * about who is signed in still to come), with the run-time values in place: the HTML that goes inside
 * `#root`, which the browser then hydrates (main.tsx). A lazy part suspends the first time it renders;
 * the render is repeated until every part is in (they are loaded by then), so the HTML is the page's real
 * content, not its loading states, and holds no script (the policy would not run it). A game's page
 * comes with its `data` (the game's public state), put in the query cache as the browser's will be.
 */
export async function renderPage(
  path: string,
  values: RunTimeValues,
  data: GamePageData | null = null,
): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const html = await renderOnce(path, values, data);
    if (!UNFINISHED.test(html)) return html;
  }
  throw new Error(`${path} still has parts loading or an inline script after four renders`);
}

async function renderOnce(path: string, values: RunTimeValues, data: GamePageData | null): Promise<string> {
  const app = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  seedRunTimeValues(app.trpc, values);
  if (data) seedPageData(app.trpc, data);
  await app.router.load();
  // One piece: React would otherwise send a large part apart, to be put in place by an inline script.
  // React's edge build, as the e-mails' (adapters/mail/email-html.tsx): its Node build would run the
  // render in an AsyncLocalStorage, turning Node 20's async hooks on for the serving process's life.
  const { prelude } = await prerender(<App {...app} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  app.queryClient.clear();
  return html;
}
