import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_ROLES } from '../../domain/accounts/user';
import { DIRECTORY_FILTERS, DIRECTORY_SORTS, MAX_PAGE_SIZE } from '../../domain/back-office/user-directory';
import { idSchema, text } from './validation';

/** Query strings arrive as text; numbers are read from it. */
const wholeFromText = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v,
    z
      .int({ error: `must be a whole number from ${min} to ${max}` })
      .min(min)
      .max(max),
  );

/** GET /api/admin/users/export: what the Users tab shows, without its page. */
export const directorySelectionInput = z.object({
  search: text(200).optional().default(''),
  filter: z.enum(DIRECTORY_FILTERS).optional().default('all'),
  sort: z.enum(DIRECTORY_SORTS).optional().default('createdAt'),
  direction: z.enum(['asc', 'desc']).optional().default('desc'),
});

/** GET /api/admin/users and admin.users.list. */
export const directoryQueryInput = directorySelectionInput.extend({
  page: wholeFromText(1, 1_000_000, 1),
  pageSize: wholeFromText(1, MAX_PAGE_SIZE, 25),
});

export const limitInput = z.object({ limit: wholeFromText(1, 100, 20) });

/** Edit user: each field optional; the domain checks each one and names it when wrong. */
export const editUserInput = z.object({
  firstName: text(200).optional(),
  lastName: text(200).optional(),
  phone: text(100).nullable().optional(),
  state: text(10).nullable().optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  role: z.enum(USER_ROLES).optional(),
});

const MAX_BULK_IDS = 100;

/** Bulk Actions on the selected users. */
export const bulkInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('setStatus'),
    status: z.enum(ACCOUNT_STATUSES),
    ids: z.array(idSchema).min(1).max(MAX_BULK_IDS),
  }),
  z.object({ action: z.literal('delete'), ids: z.array(idSchema).min(1).max(MAX_BULK_IDS) }),
]);
