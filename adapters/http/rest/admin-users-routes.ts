import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import {
  bulkInput,
  directoryQueryInput,
  directorySelectionInput,
  editUserInput,
  limitInput,
  userIdParam,
} from '../admin-users-schemas';
import { csvStream } from '../csv';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import {
  presentActivityFeed,
  presentEditedUser,
  presentUserActivity,
  presentUserDetails,
  presentUserList,
  presentUserTransactions,
} from '../presenters/admin-users';
import { USERS_CSV_HEADER, usersCsvRow } from '../presenters/users-csv';
import { fail, parseWith } from './respond';

const notFound = { code: 'NOT_FOUND', message: 'User not found' } as const;

/** The Users tab and the activity feed (admin.md section 7), all behind an administrator session. */
export function adminUsersRoutes(useCases: UseCases) {
  const id = validator('param', parseWith(userIdParam));
  const limit = validator('query', parseWith(limitInput));
  return new Hono<HttpEnv>()
    .use('/admin/users', adminOnly)
    .use('/admin/users/*', adminOnly)
    .use('/admin/activity', adminOnly)
    .get('/admin/users', validator('query', parseWith(directoryQueryInput)), async (c) => {
      const query = c.req.valid('query');
      return c.json(presentUserList(await useCases.listUsers.execute(query), query.page, query.pageSize));
    })
    .get('/admin/users/export', validator('query', parseWith(directorySelectionInput)), async (c) => {
      const batches = await useCases.exportUsers.execute(c.var.admin.id, c.req.valid('query'));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csvStream(USERS_CSV_HEADER, batches, usersCsvRow), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="users-${day}.csv"`,
          'cache-control': 'no-store',
        },
      });
    })
    .post('/admin/users/bulk', validator('json', parseWith(bulkInput)), async (c) => {
      const { ids, ...action } = c.req.valid('json');
      const results = await useCases.bulkUserAction.execute(c.var.admin.id, ids, action);
      return c.json({
        results,
        succeeded: results.filter((r) => r.ok).length,
        failed: results.filter((r) => !r.ok).length,
      });
    })
    .get('/admin/users/:id/details', id, async (c) => {
      const details = await useCases.getUserDetails.execute(c.req.valid('param').id);
      return details ? c.json(presentUserDetails(details)) : fail(c, notFound);
    })
    .get('/admin/users/:id/transactions', id, async (c) => {
      const transactions = await useCases.listUserTransactions.execute(c.req.valid('param').id);
      return transactions ? c.json(presentUserTransactions(transactions)) : fail(c, notFound);
    })
    .get('/admin/users/:id/activity', id, limit, async (c) => {
      const events = await useCases.listUserActivity.execute(
        c.req.valid('param').id,
        c.req.valid('query').limit,
      );
      return events ? c.json(presentUserActivity(events)) : fail(c, notFound);
    })
    .patch('/admin/users/:id', id, validator('json', parseWith(editUserInput)), async (c) => {
      const result = await useCases.editUser.execute(
        c.var.admin.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return result.ok ? c.json({ user: presentEditedUser(result.value) }) : fail(c, result.error);
    })
    .delete('/admin/users/:id', id, async (c) => {
      const result = await useCases.deleteUser.execute(c.var.admin.id, c.req.valid('param').id);
      return result.ok ? c.json({ deletedUser: { email: result.value.email } }) : fail(c, result.error);
    })
    .get('/admin/activity', limit, async (c) =>
      c.json(presentActivityFeed(await useCases.listActivity.execute(c.req.valid('query').limit))),
    );
}
