// zod's tree-shakable build: the schema runs in the initial bundle (the route's validateSearch).
import * as z from 'zod/mini';

/**
 * The admin dashboard's tabs as the `tab` query parameter names them. admin.md lists seven; a tab
 * joins this list (and ADMIN_TABS in admin-tabs.tsx) when it is built, so none is ever empty.
 */
export const ADMIN_TAB_IDS = ['overview', 'analytics', 'settings', 'system'] as const;
export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

/** A missing or unknown tab is the overview. */
export const adminDashboardSearch = z.object({
  tab: z._default(z.catch(z.enum(ADMIN_TAB_IDS), 'overview'), 'overview'),
});

export const isAdminTab = (key: unknown): key is AdminTabId => ADMIN_TAB_IDS.includes(key as AdminTabId);
