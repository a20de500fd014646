import { analyticsOut, presentAnalytics } from '../presenters/analytics';
import { adminProcedure, router } from '../trpc';

/** `admin.analytics.*`: the Analytics tab (REST twin in rest/admin-analytics-routes.ts). */
export const adminAnalyticsRouter = router({
  get: adminProcedure
    .output(analyticsOut)
    .query(async ({ ctx }) => presentAnalytics(await ctx.useCases.getAnalytics.execute())),
});
