import { z } from 'zod';
import type { SystemStatus } from '../../../../application/back-office/get-system-status';
import type { ConnectionCheck } from '../../../../application/back-office/test-connections';
import { ACCOUNT_STATUSES } from '../../../../domain/accounts/user';
import { NOTIFICATION_KINDS } from '../../../../domain/back-office/operator-notifications';
import type { SharedMailbox } from '../../../../domain/back-office/user-directory';
import { mutation, query } from '../endpoint';

const tableSize = z.object({ table: z.string(), bytes: z.number() });

/** GET /api/admin/system: measured figures (docs/rules/operations.md), never samples. */
export const systemStatusOut = z.object({
  measuredAt: z.string(),
  database: z.union([
    z.object({
      reachable: z.literal(true),
      latencyMs: z.number(),
      schemaVersion: z.string().nullable(),
      tables: z.array(tableSize),
      connections: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('pool'), max: z.number(), open: z.number(), active: z.number() }),
        z.object({ kind: z.literal('embedded'), max: z.literal(1) }),
      ]),
    }),
    z.object({ reachable: z.literal(false), reason: z.string() }),
  ]),
  runtime: z.object({
    uptimeSeconds: z.number(),
    memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
    eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number(), max: z.number() }),
    requests: z.object({
      windowSeconds: z.number(),
      requests: z.number(),
      clientErrors: z.number(),
      serverErrors: z.number(),
    }),
  }),
  security: z.object({ sessionTimeoutMinutes: z.number(), https: z.boolean() }),
});

const presentSystemStatus = (status: SystemStatus): z.infer<typeof systemStatusOut> => ({
  ...status,
  measuredAt: status.measuredAt.toISOString(),
  database: status.database.reachable
    ? { ...status.database, latencyMs: Math.round(status.database.latencyMs * 100) / 100 }
    : status.database,
});

/** GET /api/admin/system/shared-mailboxes: accounts of one mailbox from before the rule, oldest first. */
export const sharedMailboxesOut = z.object({
  total: z.number(),
  mailboxes: z.array(
    z.object({
      canonicalEmail: z.string(),
      accounts: z.array(
        z.object({
          id: z.number(),
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          status: z.enum(ACCOUNT_STATUSES),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
});

const presentSharedMailboxes = (shared: {
  mailboxes: SharedMailbox[];
  total: number;
}): z.infer<typeof sharedMailboxesOut> => ({
  total: shared.total,
  mailboxes: shared.mailboxes.map((m) => ({
    canonicalEmail: m.canonicalEmail,
    accounts: m.accounts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  })),
});

const connectionChecksOut = z.object({
  checks: z.array(
    z.object({
      name: z.enum(['database', 'payments', 'mail']),
      ok: z.boolean(),
      elapsedMs: z.number(),
      detail: z.string(),
    }),
  ),
});

const presentConnectionChecks = (checks: ConnectionCheck[]) => ({ checks });

const notificationsOut = z.array(
  z.object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    severity: z.enum(['warning', 'info']),
    title: z.string(),
    message: z.string(),
    gameId: z.number().nullable(),
  }),
);

/** `admin.system.*`: the System tab, Test Connection and the operator's notifications. */
export const adminSystem = {
  status: query({
    summary: "The System tab's status",
    access: 'admin',
    output: systemStatusOut,
    rest: { method: 'GET', path: '/api/admin/system' },
    run: async ({ useCases }) => presentSystemStatus(await useCases.getSystemStatus.execute()),
  }),

  testConnection: mutation({
    summary: 'Check the database, the mail server and the payment gateway',
    access: 'admin',
    output: connectionChecksOut,
    rest: { method: 'POST', path: '/api/admin/system/test-connection' },
    run: async ({ useCases }) => presentConnectionChecks(await useCases.testConnections.execute()),
  }),

  sharedMailboxes: query({
    summary: 'Accounts that shared one mailbox before one mailbox meant one account',
    access: 'admin',
    output: sharedMailboxesOut,
    rest: { method: 'GET', path: '/api/admin/system/shared-mailboxes' },
    run: async ({ useCases }) => presentSharedMailboxes(await useCases.listSharedMailboxes.execute()),
  }),

  notifications: query({
    summary: "The operator's notifications",
    access: 'admin',
    output: notificationsOut,
    rest: { method: 'GET', path: '/api/admin/notifications' },
    run: ({ useCases }) => useCases.listOperatorNotifications.execute(),
  }),
};
