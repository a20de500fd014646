import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { isGamePage, isVisitorPage } from '../../domain/shared/site-pages';
import { AuthProvider, useAuth } from '../auth/auth-context';
import { codeApart } from '../lib/code-apart';
import { isPublicPath } from '../lib/public-paths';
import type { RouterContext } from '../lib/router-context';
import { Spinner } from '../ui/spinner';
import { closeAllToasts, useToastShownYet } from '../ui/toast-queue';
import { UnmatchedPage } from './-components/unmatched-page';

// The toast region (react-aria's) loads with the page's first toast, not before: the queue it shows is in
// toast-queue.ts, and a page nobody has acted on yet shows none.
const Toasts = codeApart(() => import('../ui/toast').then((module) => module.Toasts)).Component;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: UnmatchedPage,
});

function Root() {
  const router = useRouter();
  useToastsOfThisPage();
  const toastShown = useToastShownYet();
  return (
    <AriaRouterProvider
      navigate={(href) => router.navigate({ to: href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <AuthProvider>
        <AuthGate />
      </AuthProvider>
      {toastShown ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </AriaRouterProvider>
  );
}

/**
 * A toast speaks of what was done on the page that raised it: moving to another page closes it, so it
 * never lies over the next page's buttons (the game page's SPIN on a phone). A tab (a search
 * parameter) is the same page.
 */
function useToastsOfThisPage(): void {
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  useEffect(() => {
    if (pathname) closeAllToasts();
  }, [pathname]);
}

/**
 * Player pages render once the server has said who is signed in; the public pages, whose text is the
 * same for everyone, the landing page and lobby (which guess, then follow the answer) and a game's page
 * (its public state first, the player's parts with the answer) paint at once.
 */
function AuthGate() {
  const { state } = useAuth();
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  const paintsAtOnce = isPublicPath(pathname) || isVisitorPage(pathname) || isGamePage(pathname);
  if (state.status === 'loading' && !paintsAtOnce) return <Spinner label="Loading..." fullPage />;
  return <Outlet />;
}
