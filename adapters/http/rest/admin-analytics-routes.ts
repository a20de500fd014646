import { Hono } from 'hono';
import type { UseCases } from '../../wiring/use-cases';
import { analyticsReportCsv } from '../endpoints/back-office/analytics';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';

/** Hand-written: a CSV file download, not JSON. GET /admin/analytics/report.csv, the Export Report. */
export function adminAnalyticsRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().get('/admin/analytics/report.csv', adminOnly, async (c) => {
    const analytics = await useCases.getAnalytics.execute();
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="prize-wheel-report-${analytics.today}.csv"`);
    return c.body(analyticsReportCsv(analytics));
  });
}
