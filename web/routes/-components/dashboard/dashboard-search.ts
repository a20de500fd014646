/** The dashboard's tabs, as the `tab` query parameter names them (docs/rules/player-pages.md, The dashboard). */
const DASHBOARD_TABS = [
  'overview',
  'prizes',
  'transactions',
  'achievements',
  'payment',
  'cards',
  'system',
  'limits',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The route's validateSearch, a plain function (no schema library in the initial bundle every page
 * loads). A missing or unknown tab is the overview.
 */
export function dashboardSearch(search: { tab?: unknown }): { tab: DashboardTab } {
  return { tab: isDashboardTab(search.tab) ? search.tab : 'overview' };
}

export const isDashboardTab = (key: unknown): key is DashboardTab =>
  DASHBOARD_TABS.includes(key as DashboardTab);
