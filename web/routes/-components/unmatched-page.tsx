import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/auth-context';
import { isPlayerPath } from '../../lib/client-routes';
import { Spinner } from '../../ui/spinner';
import { NotFound } from './not-found';

const Landing = lazy(() => import('./landing/landing').then((module) => ({ default: module.Landing })));

/**
 * A path no route matched: a signed-out visitor at a player page (web/lib/client-routes.ts) sees the
 * landing page, as on every player page; anyone else sees 'Page Not Found'.
 */
export function UnmatchedPage() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  if (state.status !== 'signed-in' && isPlayerPath(pathname)) {
    return (
      <Suspense fallback={<Spinner label="Loading..." fullPage />}>
        <Landing />
      </Suspense>
    );
  }
  return <NotFound />;
}
