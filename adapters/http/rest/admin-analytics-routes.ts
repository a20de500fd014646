import { Hono } from 'hono';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentAnalytics } from '../presenters/analytics';
import { analyticsReportCsv } from '../presenters/analytics-csv';

/** GET /admin/analytics (admin.md section 7) and its Export Report file. */
export function adminAnalyticsRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/admin/analytics', adminOnly, async (c) =>
      c.json(presentAnalytics(await useCases.getAnalytics.execute())),
    )
    .get('/admin/analytics/report.csv', adminOnly, async (c) => {
      const analytics = await useCases.getAnalytics.execute();
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="prize-wheel-report-${analytics.today}.csv"`);
      return c.body(analyticsReportCsv(analytics));
    });
}
