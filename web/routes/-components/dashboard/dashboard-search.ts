// zod's tree-shakable build: the schema runs in the initial bundle (the route's validateSearch).
import * as z from 'zod/mini';

/** The dashboard's tabs, as the `tab` query parameter names them (player.md section 2). */
export const DASHBOARD_TABS = [
  'overview',
  'transactions',
  'achievements',
  'payment',
  'cards',
  'system',
  'limits',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** A missing or unknown tab is the overview. */
export const dashboardSearch = z.object({
  tab: z._default(z.catch(z.enum(DASHBOARD_TABS), 'overview'), 'overview'),
});

export const isDashboardTab = (key: unknown): key is DashboardTab =>
  DASHBOARD_TABS.includes(key as DashboardTab);
