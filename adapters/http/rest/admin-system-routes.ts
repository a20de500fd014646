import { Hono } from 'hono';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentConnectionChecks, presentSystemStatus } from '../presenters/system';

/** The System tab, Database Tools, Test Connection and the operator's notifications. */
export function adminSystemRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/admin/system', adminOnly, async (c) =>
      c.json(presentSystemStatus(await useCases.getSystemStatus.execute())),
    )
    .post('/admin/system/test-connection', adminOnly, async (c) =>
      c.json(presentConnectionChecks(await useCases.testConnections.execute())),
    )
    .get('/admin/notifications', adminOnly, async (c) =>
      c.json(await useCases.listOperatorNotifications.execute()),
    );
}
