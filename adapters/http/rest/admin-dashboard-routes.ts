import { Hono } from 'hono';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentDashboardStats } from '../presenters/dashboard';

/** GET /admin/dashboard/stats (admin.md section 7), polled every 15 s by the Overview tab. */
export function adminDashboardRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().get('/admin/dashboard/stats', adminOnly, async (c) =>
    c.json(presentDashboardStats(await useCases.getDashboardStats.execute())),
  );
}
