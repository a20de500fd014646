import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../ui/spinner';

const UsersTab = lazy(() => import('./users-tab').then((m) => ({ default: m.UsersTab })));

/** The Users tab as its own chunk (TanStack Table and the dialogs load when the tab first opens). */
export function LazyUsersTab() {
  return (
    <Suspense fallback={<Spinner label="Loading users..." />}>
      <UsersTab />
    </Suspense>
  );
}
