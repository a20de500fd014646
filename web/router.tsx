import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { clearStoredAuth } from './auth/auth-storage';
import { type Access, ROUTE_ACCESS } from './lib/client-routes';
import { isUnauthenticated } from './lib/errors';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { type FileRouteTypes, routeTree } from './routeTree.gen';
import { Spinner } from './ui/spinner';

/**
 * Who each page is for (lib/client-routes.ts) names exactly the tree's pages: a route without a line
 * there, or a line without a route, does not compile. Checked here, beside the tree, because the
 * tree's pages import lib/client-routes.ts (no import circle, ARCHITECTURE.md).
 */
type RoutePath = FileRouteTypes['fullPaths'];
ROUTE_ACCESS satisfies Record<RoutePath, Access> &
  Record<Exclude<keyof typeof ROUTE_ACCESS, RoutePath>, never>;

/**
 * The router and its caches. On the server (`history` is then a memory history) the scroll is not
 * restored: that is an inline script, which the Content-Security-Policy does not run.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  // Any 401 means the session is gone: forget the stored user and treat the visitor as signed out.
  const onError = (error: unknown) => {
    if (!isUnauthenticated(error)) return;
    clearStoredAuth();
    trpcUtils.auth.me.setData(undefined, null);
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const trpcClient = createTrpcClient();
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);

  const router = createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient, trpc: trpcUtils },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !options.history,
    defaultPendingComponent: () => <Spinner label="Loading..." fullPage />,
  });
  return { router, queryClient, trpcClient, trpc: trpcUtils };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
