import { z } from 'zod';
import type { UserDetails } from '../../../../application/back-office/get-user-details';
import type { ActivityItem } from '../../../../application/back-office/list-activity';
import type { Transaction } from '../../../../application/payments/list-transactions';
import type { EventKind, LoggedEvent } from '../../../../application/shared/ports/event-log';
import { centsToDollars } from '../../../../domain/shared/money';
import { query } from '../endpoint';
import { presentTransactionRefund, transactionRefundOut } from '../payments/cancel-and-refunds';
import { dollarsOrNull } from '../shared';
import { accountStatus, byId, found, limitInput, userRole } from './users';

export const userDetailsOut = z.object({
  status: z.enum(['online', 'away', 'offline']),
  accountAge: z.number(),
  totalSpent: z.number(),
  winRate: z.number(),
  totalSpins: z.number(),
  favoriteGame: z.string().nullable(),
  lastActive: z.string().nullable(),
  breakUntil: z.string().nullable(),
  accountStatus: accountStatus,
  role: userRole,
});

export const userTransactionsOut = z.array(
  z.object({
    id: z.string(),
    description: z.string(),
    paymentMethod: z.string(),
    transactionId: z.string(),
    type: z.literal('game_entry'),
    number: z.number(),
    gameName: z.string(),
    amount: z.number(),
    status: z.literal('completed'),
    timestamp: z.string(),
    refund: transactionRefundOut,
  }),
);

export const userActivityOut = z.array(
  z.object({
    id: z.number(),
    type: z.enum(['game_join', 'login', 'payment', 'registration', 'other']),
    status: z.enum(['success', 'error', 'warning']),
    title: z.string(),
    description: z.string(),
    timestamp: z.string(),
    metadata: z.object({ amount: z.number().nullable(), number: z.number().nullable() }),
  }),
);

export const activityFeedOut = z.array(
  z.object({
    id: z.number(),
    type: z.enum(['win', 'payment', 'join', 'spin', 'error', 'other']),
    user: z.string(),
    action: z.string(),
    time: z.string(),
  }),
);

function presentUserDetails(d: UserDetails): z.infer<typeof userDetailsOut> {
  return {
    status: d.status,
    accountAge: d.accountAge,
    totalSpent: centsToDollars(d.totalSpentCents),
    winRate: d.winRate,
    totalSpins: d.totalSpins,
    favoriteGame: d.favoriteGame,
    lastActive: d.lastActive?.toISOString() ?? null,
    breakUntil: d.breakUntil?.toISOString() ?? null,
    accountStatus: d.accountStatus,
    role: d.role,
  };
}

/** The admin API's 'Transaction': every listed entry is settled, so completed. */
function presentUserTransactions(transactions: Transaction[]): z.infer<typeof userTransactionsOut> {
  return transactions.map(({ claim, gameName, refund }) => {
    const free = claim.kind === 'free' || claim.priceCents === 0;
    return {
      id: claim.id,
      description: `${free ? 'Free entry' : 'Paid entry'}: number ${claim.number} in ${gameName}`,
      paymentMethod: free ? 'Free entry' : 'Card on file',
      transactionId: claim.id,
      type: 'game_entry' as const,
      number: claim.number,
      gameName,
      amount: free ? 0 : centsToDollars(claim.priceCents),
      status: 'completed' as const,
      timestamp: (claim.settledAt ?? claim.createdAt).toISOString(),
      refund: presentTransactionRefund(refund),
    };
  });
}

const USER_ACTIVITY_TYPE: Record<EventKind, 'game_join' | 'login' | 'payment' | 'registration' | 'other'> = {
  registration: 'registration',
  login: 'login',
  free_spin: 'game_join',
  paid_spin: 'game_join',
  payment: 'payment',
  decline: 'payment',
  winner: 'other',
  account_deleted: 'other',
  admin_action: 'other',
};

const FEED_TYPE: Record<EventKind, 'win' | 'payment' | 'join' | 'spin' | 'error' | 'other'> = {
  registration: 'join',
  login: 'other',
  free_spin: 'spin',
  paid_spin: 'spin',
  payment: 'payment',
  decline: 'error',
  winner: 'win',
  account_deleted: 'other',
  admin_action: 'other',
};

function sentence(e: LoggedEvent): string {
  const where = e.gameName ?? (e.gameId === null ? null : `Game #${e.gameId}`);
  const parts = [e.action, e.number === null ? null : `number ${e.number}`, where ? `in ${where}` : null];
  const amount = e.amountCents ? ` ($${centsToDollars(e.amountCents).toFixed(2)})` : '';
  return `${parts.filter(Boolean).join(' ')}${amount}`;
}

/** The admin API's 'User activity item'. */
function presentUserActivity(events: LoggedEvent[]): z.infer<typeof userActivityOut> {
  return events.map((e) => ({
    id: e.id,
    type: USER_ACTIVITY_TYPE[e.kind],
    status:
      e.kind === 'decline'
        ? ('error' as const)
        : e.kind === 'admin_action'
          ? ('warning' as const)
          : ('success' as const),
    title: e.action,
    description: sentence(e),
    timestamp: e.at.toISOString(),
    metadata: { amount: dollarsOrNull(e.amountCents), number: e.number },
  }));
}

/** The admin API's 'Activity feed item'; an administrator's action names who acted. */
function presentActivityFeed(items: ActivityItem[]): z.infer<typeof activityFeedOut> {
  return items.map((e) => ({
    id: e.id,
    type: FEED_TYPE[e.kind],
    user: e.userName ?? (e.userId !== null ? 'Deleted player' : (e.adminName ?? 'System')),
    action:
      e.adminId === null
        ? sentence(e)
        : `${sentence(e)} (by ${e.adminName ?? `administrator #${e.adminId}`})`,
    time: e.at.toISOString(),
  }));
}

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
