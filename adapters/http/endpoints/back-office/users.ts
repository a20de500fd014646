import { z } from 'zod';
import type { UserList } from '../../../../application/back-office/list-users';
import { ACCOUNT_STATUSES, USER_ROLES, type User } from '../../../../domain/accounts/user';
import {
  DIRECTORY_FILTERS,
  DIRECTORY_SORTS,
  type DirectoryUser,
  MAX_PAGE_SIZE,
} from '../../../../domain/back-office/user-directory';
import { trpcErrorOf, unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { idSchema, text, wholeFromText } from '../shared';

/** GET /api/admin/users/export: what the Users tab shows, without its page. */
export const directorySelectionInput = z.object({
  search: text(200).optional().default(''),
  filter: z.enum(DIRECTORY_FILTERS).optional().default('all'),
  sort: z.enum(DIRECTORY_SORTS).optional().default('createdAt'),
  direction: z.enum(['asc', 'desc']).optional().default('desc'),
});

/** GET /api/admin/users and admin.users.list. */
const directoryQueryInput = directorySelectionInput.extend({
  page: wholeFromText(1, 1_000_000, 1),
  pageSize: wholeFromText(1, MAX_PAGE_SIZE, 50),
});

export const limitInput = z.object({ limit: wholeFromText(1, 100, 20) });

/** Edit user: each field optional; the domain checks each one and names it when wrong. */
const editUserInput = z.object({
  firstName: text(200).optional(),
  lastName: text(200).optional(),
  phone: text(100).nullable().optional(),
  state: text(10).nullable().optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  role: z.enum(USER_ROLES).optional(),
});

const MAX_BULK_IDS = 100;

/** Bulk Actions on the selected users. */
const bulkInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('setStatus'),
    status: z.enum(ACCOUNT_STATUSES),
    ids: z.array(idSchema).min(1).max(MAX_BULK_IDS),
  }),
  z.object({ action: z.literal('delete'), ids: z.array(idSchema).min(1).max(MAX_BULK_IDS) }),
]);

export const accountStatus = z.enum(ACCOUNT_STATUSES);

export const userRole = z.enum(USER_ROLES);

const directoryUserOut = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  squareCustomerId: z.string().nullable(),
  cardOnFile: z.boolean(),
  isActive: z.boolean(),
  status: accountStatus,
  role: userRole,
  createdAt: z.string(),
});

export const userListOut = z.object({
  users: z.array(directoryUserOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: z.object({
    totalUsers: z.number(),
    verifiedUsers: z.number(),
    activeUsers: z.number(),
    newToday: z.number(),
  }),
});

export const editedUserOut = z.object({
  user: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    state: z.string().nullable(),
    status: accountStatus,
    role: userRole,
    isActive: z.boolean(),
  }),
});

const deletedUserOut = z.object({ deletedUser: z.object({ email: z.string() }) });

const bulkOutcomeOut = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.number(), ok: z.literal(true) }),
      z.object({ id: z.number(), ok: z.literal(false), code: z.string(), message: z.string() }),
    ]),
  ),
  succeeded: z.number(),
  failed: z.number(),
});

/** The admin API's 'User (admin view)' plus status and role. */
function presentDirectoryUser(u: DirectoryUser): z.infer<typeof directoryUserOut> {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    state: u.state,
    squareCustomerId: u.squareCustomerId,
    cardOnFile: u.cardOnFile,
    isActive: u.status === 'active',
    status: u.status,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

function presentUserList(list: UserList, page: number, pageSize: number): z.infer<typeof userListOut> {
  return {
    users: list.users.map(presentDirectoryUser),
    total: list.total,
    page,
    pageSize,
    stats: list.stats,
  };
}

function presentEditedUser(u: User): z.infer<typeof editedUserOut>['user'] {
  const { id, email, firstName, lastName, phone, state, status, role } = u;
  return { id, email, firstName, lastName, phone, state, status, role, isActive: status === 'active' };
}

/** Export CSV's columns: the admin API's 'User (admin view)' plus status and role. */
export const USERS_CSV_HEADER = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'status',
  'role',
  'cardOnFile',
  'squareCustomerId',
  'createdAt',
] as const;

export const usersCsvRow = (u: DirectoryUser) => [
  u.id,
  u.firstName,
  u.lastName,
  u.email,
  u.phone,
  u.state,
  u.status,
  u.role,
  u.cardOnFile,
  u.squareCustomerId,
  u.createdAt.toISOString(),
];

export const byId = z.object({ id: idSchema });

export const found = <T>(value: T | null): T => {
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
