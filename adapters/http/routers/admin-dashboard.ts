import { dashboardStatsOut, presentDashboardStats } from '../presenters/dashboard';
import { adminProcedure, router } from '../trpc';

/** The Overview tab (REST twin: GET /api/admin/dashboard/stats). */
export const adminDashboardRouter = router({
  stats: adminProcedure
    .output(dashboardStatsOut)
    .query(async ({ ctx }) => presentDashboardStats(await ctx.useCases.getDashboardStats.execute())),
});
