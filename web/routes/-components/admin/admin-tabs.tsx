import type { ComponentType } from 'react';
import type { AdminTabId } from './admin-search';
import { OverviewTab } from './overview-tab';
import { LazyUsersTab } from './users/lazy-users-tab';

/** The dashboard's tabs in order; a new tab is one line here and its id in admin-search.ts. */
export const ADMIN_TABS: readonly { id: AdminTabId; label: string; Panel: ComponentType }[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'users', label: 'Users', Panel: LazyUsersTab },
];
