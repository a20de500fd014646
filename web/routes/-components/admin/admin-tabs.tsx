import type { ComponentType } from 'react';
import type { AdminTabId } from './admin-search';
import { AnalyticsPanel } from './analytics/analytics-panel';
import { GamesTab } from './games-tab';
import { MailTab } from './mail/mail-tab';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';
import { SystemTab } from './system-tab';
import { LazyUsersTab } from './users/lazy-users-tab';
import { WinnersTab } from './winners-tab';

/** The dashboard's tabs in order; a new tab is one line here and its id in admin-search.ts. */
export const ADMIN_TABS: readonly { id: AdminTabId; label: string; Panel: ComponentType }[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'games', label: 'Games', Panel: GamesTab },
  { id: 'users', label: 'Users', Panel: LazyUsersTab },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsPanel },
  { id: 'settings', label: 'Settings', Panel: SettingsTab },
  { id: 'system', label: 'System', Panel: SystemTab },
  { id: 'mail', label: 'Mail', Panel: MailTab },
  { id: 'winners', label: 'Winners', Panel: WinnersTab },
];
