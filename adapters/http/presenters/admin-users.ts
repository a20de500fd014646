import { z } from 'zod';
import type { UserDetails } from '../../../application/back-office/get-user-details';
import type { ActivityItem } from '../../../application/back-office/list-activity';
import type { UserList } from '../../../application/back-office/list-users';
import type { Transaction } from '../../../application/payments/list-transactions';
import type { EventKind, LoggedEvent } from '../../../application/shared/ports/event-log';
import type { User } from '../../../domain/accounts/user';
import { ACCOUNT_STATUSES, USER_ROLES } from '../../../domain/accounts/user';
import type { DirectoryUser } from '../../../domain/back-office/user-directory';
import { centsToDollars } from '../../../domain/shared/money';
import { presentTransactionRefund, transactionRefundOut } from './refunds';

const accountStatus = z.enum(ACCOUNT_STATUSES);
const userRole = z.enum(USER_ROLES);

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

export const deletedUserOut = z.object({ deletedUser: z.object({ email: z.string() }) });

export const bulkOutcomeOut = z.object({
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

export function presentUserList(list: UserList, page: number, pageSize: number): z.infer<typeof userListOut> {
  return {
    users: list.users.map(presentDirectoryUser),
    total: list.total,
    page,
    pageSize,
    stats: list.stats,
  };
}

export function presentEditedUser(u: User): z.infer<typeof editedUserOut>['user'] {
  const { id, email, firstName, lastName, phone, state, status, role } = u;
  return { id, email, firstName, lastName, phone, state, status, role, isActive: status === 'active' };
}

export function presentUserDetails(d: UserDetails): z.infer<typeof userDetailsOut> {
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
export function presentUserTransactions(transactions: Transaction[]): z.infer<typeof userTransactionsOut> {
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

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

function sentence(e: LoggedEvent): string {
  const where = e.gameName ?? (e.gameId === null ? null : `Game #${e.gameId}`);
  const parts = [e.action, e.number === null ? null : `number ${e.number}`, where ? `in ${where}` : null];
  const amount = e.amountCents ? ` ($${centsToDollars(e.amountCents).toFixed(2)})` : '';
  return `${parts.filter(Boolean).join(' ')}${amount}`;
}

/** The admin API's 'User activity item'. */
export function presentUserActivity(events: LoggedEvent[]): z.infer<typeof userActivityOut> {
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
    metadata: { amount: dollars(e.amountCents), number: e.number },
  }));
}

/** The admin API's 'Activity feed item'; an administrator's action names who acted. */
export function presentActivityFeed(items: ActivityItem[]): z.infer<typeof activityFeedOut> {
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
