import { z } from 'zod';
import { bulkInput, directoryQueryInput, editUserInput, limitInput } from '../admin-users-schemas';
import {
  activityFeedOut,
  bulkOutcomeOut,
  deletedUserOut,
  editedUserOut,
  presentActivityFeed,
  presentEditedUser,
  presentUserActivity,
  presentUserDetails,
  presentUserList,
  presentUserTransactions,
  userActivityOut,
  userDetailsOut,
  userListOut,
  userTransactionsOut,
} from '../presenters/admin-users';
import { trpcErrorOf, unwrap } from '../trpc-errors';
import { idSchema } from '../validation';
import { mutation, query } from './endpoint';

const byId = z.object({ id: idSchema });
const found = <T>(value: T | null): T => {
  if (value === null) throw trpcErrorOf({ code: 'NOT_FOUND', message: 'User not found' });
  return value;
};

/** `admin.users.*`: the Users tab (its Export CSV is hand-written: rest/admin-users-routes.ts). */
export const adminUsers = {
  list: query({
    summary: 'One page of the player directory',
    access: 'admin',
    input: directoryQueryInput,
    output: userListOut,
    rest: { method: 'GET', path: '/api/admin/users' },
    run: async ({ useCases }, input) =>
      presentUserList(await useCases.listUsers.execute(input), input.page, input.pageSize),
  }),

  /** REST sends the changes as the body; tRPC as `changes`, beside the id. */
  update: mutation({
    summary: "Edit a player's name, phone, state, status or role",
    access: 'admin',
    input: byId.extend({ changes: editUserInput }),
    output: editedUserOut,
    rest: {
      method: 'PATCH',
      path: '/api/admin/users/{id}',
      body: editUserInput,
      input: (params, changes) => ({ id: params.id, changes }),
    },
    run: async ({ useCases, admin }, input) => ({
      user: presentEditedUser(unwrap(await useCases.editUser.execute(admin.id, input.id, input.changes))),
    }),
  }),

  delete: mutation({
    summary: "Delete a player's account",
    access: 'admin',
    input: byId,
    output: deletedUserOut,
    rest: { method: 'DELETE', path: '/api/admin/users/{id}' },
    run: async ({ useCases, admin }, input) => ({
      deletedUser: unwrap(await useCases.deleteUser.execute(admin.id, input.id)),
    }),
  }),

  bulk: mutation({
    summary: 'Set the status of, or delete, the selected players',
    access: 'admin',
    input: bulkInput,
    output: bulkOutcomeOut,
    rest: { method: 'POST', path: '/api/admin/users/bulk' },
    run: async ({ useCases, admin }, input) => {
      const { ids, ...action } = input;
      const results = await useCases.bulkUserAction.execute(admin.id, ids, action);
      return {
        results,
        succeeded: results.filter((r) => r.ok).length,
        failed: results.filter((r) => !r.ok).length,
      };
    },
  }),
};

/** `admin.users.*` of one player: details, charges and activity. */
export const adminUserRecords = {
  details: query({
    summary: "A player's details",
    access: 'admin',
    input: byId,
    output: userDetailsOut,
    rest: { method: 'GET', path: '/api/admin/users/{id}/details' },
    run: async ({ useCases }, input) =>
      presentUserDetails(found(await useCases.getUserDetails.execute(input.id))),
  }),

  transactions: query({
    summary: "A player's charges",
    access: 'admin',
    input: byId,
    output: userTransactionsOut,
    rest: { method: 'GET', path: '/api/admin/users/{id}/transactions' },
    run: async ({ useCases }, input) =>
      presentUserTransactions(found(await useCases.listUserTransactions.execute(input.id))),
  }),

  activity: query({
    summary: "A player's latest events",
    access: 'admin',
    input: byId.extend(limitInput.shape),
    output: userActivityOut,
    rest: { method: 'GET', path: '/api/admin/users/{id}/activity' },
    run: async ({ useCases }, input) =>
      presentUserActivity(found(await useCases.listUserActivity.execute(input.id, input.limit))),
  }),
};

/** `admin.activity.*`: the Live Activity Feed. */
export const adminActivity = {
  list: query({
    summary: 'The latest events of every player',
    access: 'admin',
    input: limitInput,
    output: activityFeedOut,
    rest: { method: 'GET', path: '/api/admin/activity' },
    run: async ({ useCases }, input) => presentActivityFeed(await useCases.listActivity.execute(input.limit)),
  }),
};
