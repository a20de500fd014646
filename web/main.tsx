import './ui/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readStoredUser } from './auth/auth-storage';
import { paintsBeforeSignIn } from './lib/public-paths';
import { readRunTimeValues, seedRunTimeValues } from './lib/run-time-values';
import { createAppRouter } from './router';

/**
 * Ends the current task so that the browser can paint and answer input before the next step: on a slow
 * phone, evaluating the code, building the router, loading the route and hydrating are each long enough
 * to be felt when they run as one task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const app = createAppRouter();
  const values = readRunTimeValues();
  // The server rendered this page for a visitor nobody is remembered as (adapters/http/prerendered-pages.ts);
  // a player remembered in this browser is shown their own page instead, drawn afresh.
  const rendered =
    values !== null && root.hasChildNodes() && !(paintsBeforeSignIn(location.pathname) && readStoredUser());

  if (!rendered) {
    if (values) seedRunTimeValues(app.trpc, values);
    root.replaceChildren();
    createRoot(root).render(<App {...app} />);
    return;
  }
  seedRunTimeValues(app.trpc, values);
  // The router draws the tree as it did on the server (no Suspense of its own around the root), and the
  // page's code is loaded before hydrating, so the first render matches the server's HTML. Started after
  // this module has finished running: the route's chunk imports from this one.
  app.router.ssr = { manifest: undefined };
  await nextTask();
  await app.router.load();
  await nextTask();
  // As a transition, hydration yields to the browser between pieces of work: the page stays responsive.
  startTransition(() => {
    hydrateRoot(root, <App {...app} />);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
