import { z } from 'zod';
import { bulkInput, directoryQueryInput, editUserInput, limitInput } from '../admin-users-schemas';
import {
  presentActivityFeed,
  presentEditedUser,
  presentUserActivity,
  presentUserDetails,
  presentUserList,
  presentUserTransactions,
} from '../presenters/admin-users';
import { adminProcedure, router } from '../trpc';
import { trpcErrorOf, unwrap } from '../trpc-errors';
import { idSchema } from '../validation';

const byId = z.object({ id: idSchema });
const found = <T>(value: T | null): T => {
  if (value === null) throw trpcErrorOf({ code: 'NOT_FOUND', message: 'User not found' });
  return value;
};

/** admin.users.*: the Users tab (REST twins in rest/admin-users-routes.ts; Export CSV is REST only). */
export const adminUsersRouter = router({
  list: adminProcedure
    .input(directoryQueryInput)
    .query(async ({ ctx, input }) =>
      presentUserList(await ctx.useCases.listUsers.execute(input), input.page, input.pageSize),
    ),
  details: adminProcedure
    .input(byId)
    .query(async ({ ctx, input }) =>
      presentUserDetails(found(await ctx.useCases.getUserDetails.execute(input.id))),
    ),
  transactions: adminProcedure
    .input(byId)
    .query(async ({ ctx, input }) =>
      presentUserTransactions(found(await ctx.useCases.listUserTransactions.execute(input.id))),
    ),
  activity: adminProcedure
    .input(byId.extend(limitInput.shape))
    .query(async ({ ctx, input }) =>
      presentUserActivity(found(await ctx.useCases.listUserActivity.execute(input.id, input.limit))),
    ),
  update: adminProcedure.input(byId.extend({ changes: editUserInput })).mutation(async ({ ctx, input }) => ({
    user: presentEditedUser(
      unwrap(await ctx.useCases.editUser.execute(ctx.admin.id, input.id, input.changes)),
    ),
  })),
  delete: adminProcedure.input(byId).mutation(async ({ ctx, input }) => ({
    deletedUser: unwrap(await ctx.useCases.deleteUser.execute(ctx.admin.id, input.id)),
  })),
  bulk: adminProcedure.input(bulkInput).mutation(async ({ ctx, input }) => {
    const { ids, ...action } = input;
    const results = await ctx.useCases.bulkUserAction.execute(ctx.admin.id, ids, action);
    return {
      results,
      succeeded: results.filter((r) => r.ok).length,
      failed: results.filter((r) => !r.ok).length,
    };
  }),
});

/** admin.activity.list: the Live Activity Feed. */
export const adminActivityRouter = router({
  list: adminProcedure
    .input(limitInput)
    .query(async ({ ctx, input }) =>
      presentActivityFeed(await ctx.useCases.listActivity.execute(input.limit)),
    ),
});
