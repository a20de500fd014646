/**
 * The admin dashboard's tabs as the `tab` query parameter names them. docs/rules/back-office.md, Dashboard lists them; a tab
 * joins this list (and ADMIN_TABS in admin-tabs.tsx) when it is built, so none is ever empty.
 */
const ADMIN_TAB_IDS = [
  'overview',
  'games',
  'users',
  'analytics',
  'settings',
  'system',
  'mail',
  'winners',
] as const;
export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

export interface AdminDashboardSearch {
  tab: AdminTabId;
  /** 'create-game': the Games tab opens its Create Game dialog (the Overview's 'Create New Game' card). */
  dialog?: 'create-game';
}

/**
 * The route's validateSearch, a plain function: it runs in the initial bundle of every page, where a
 * schema library would cost every visitor several KB. A missing or unknown tab is the overview.
 */
export function adminDashboardSearch(search: { tab?: unknown; dialog?: unknown }): AdminDashboardSearch {
  return {
    tab: isAdminTab(search.tab) ? search.tab : 'overview',
    ...(search.dialog === 'create-game' ? { dialog: 'create-game' as const } : {}),
  };
}

export const isAdminTab = (key: unknown): key is AdminTabId => ADMIN_TAB_IDS.includes(key as AdminTabId);
