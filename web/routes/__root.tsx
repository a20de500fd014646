import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { AuthProvider, useAuth } from '../auth/auth-context';
import type { RouterContext } from '../lib/router-context';
import { Spinner } from '../ui/spinner';
import { Toasts } from '../ui/toast';
import { UnmatchedPage } from './-components/unmatched-page';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: UnmatchedPage,
});

function Root() {
  const router = useRouter();
  return (
    <AriaRouterProvider
      navigate={(href) => router.navigate({ to: href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <AuthProvider>
        <AuthGate />
      </AuthProvider>
      <Toasts />
    </AriaRouterProvider>
  );
}

/** Pages render once the server has said who is signed in. */
function AuthGate() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner label="Loading..." fullPage />;
  return <Outlet />;
}
