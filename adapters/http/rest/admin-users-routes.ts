import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../wiring/use-cases';
import { csvStream } from '../csv';
import { directorySelectionInput, USERS_CSV_HEADER, usersCsvRow } from '../endpoints/back-office/users';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { parseWith } from './respond';

/** Hand-written: a CSV stream, not JSON. GET /admin/users/export, the Users tab's Export CSV. */
export function adminUsersRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().get(
    '/admin/users/export',
    adminOnly,
    validator('query', parseWith(directorySelectionInput)),
    async (c) => {
      const batches = await useCases.exportUsers.execute(c.var.admin.id, c.req.valid('query'));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csvStream(USERS_CSV_HEADER, batches, usersCsvRow), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="users-${day}.csv"`,
          'cache-control': 'no-store',
        },
      });
    },
  );
}
