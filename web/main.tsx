import './ui/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isVisitorPage } from '../domain/shared/site-pages';
import { App } from './app';
import { readStoredUser } from './auth/auth-storage';
import { codeStartedSoFar } from './lib/code-apart';
import { readPageData, seedPageData } from './lib/page-data';
import { readRunTimeValues, seedRunTimeValues } from './lib/run-time-values';
import { createAppRouter } from './router';

const app = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const values = readRunTimeValues();
// A game's page comes with the game's public state it was rendered from: the page does not ask again.
const pageData = readPageData();
if (pageData) seedPageData(app.trpc, pageData);
// The server rendered this page for a visitor nobody is remembered as (adapters/http/prerendered-pages.ts);
// a player remembered in this browser is shown their own page instead, drawn afresh.
const rendered =
  values !== null && root.hasChildNodes() && !(isVisitorPage(location.pathname) && readStoredUser());

if (rendered) {
  seedRunTimeValues(app.trpc, values);
  // The router draws the tree as it did on the server (no Suspense of its own around the root), and the
  // page's code is loaded before hydrating, with the parts its modules load apart (web/lib/code-apart.ts),
  // so the first render matches the server's HTML. Not awaited at the top level: the route's chunk
  // imports from this one, which must have finished running.
  app.router.ssr = { manifest: undefined };
  void app.router
    .load()
    .then(codeStartedSoFar)
    .then(() => {
      // As a transition, hydration yields to the browser between pieces of work: the page stays responsive.
      startTransition(() => {
        hydrateRoot(root, <App {...app} />);
      });
    });
} else {
  if (values) seedRunTimeValues(app.trpc, values);
  root.replaceChildren();
  createRoot(root).render(<App {...app} />);
}
