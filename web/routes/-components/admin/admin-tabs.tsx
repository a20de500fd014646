import type { ComponentType } from 'react';
import type { AdminTabId } from './admin-search';
import { AnalyticsPanel } from './analytics/analytics-panel';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';
import { SystemTab } from './system-tab';

/** The dashboard's tabs in order; a new tab is one line here and its id in admin-search.ts. */
export const ADMIN_TABS: readonly { id: AdminTabId; label: string; Panel: ComponentType }[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsPanel },
  { id: 'settings', label: 'Settings', Panel: SettingsTab },
  { id: 'system', label: 'System', Panel: SystemTab },
];
