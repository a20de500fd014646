export const NOTIFICATION_KINDS = [
  'gameAwaitingWinner',
  'stalePayments',
  'openHolds',
  'failedMail',
  'refundsFailing',
  'refundsPending',
] as const;

/**
 * What needs the operator (GET /api/admin/notifications; docs/rules/back-office.md, Dashboard). Built
 * from facts read across games and payments; the System tab lists them as its alerts.
 */
export interface OperatorNotification {
  /** Stable while the situation lasts, so a client can tell new alerts from known ones. */
  id: string;
  kind: (typeof NOTIFICATION_KINDS)[number];
  severity: 'warning' | 'info';
  title: string;
  message: string;
  gameId: number | null;
}

/** A pending charge this old has outlived the paid spin's own retries: the reconciler is on it. */
export const STALE_PAYMENT_MINUTES = 5;

export interface NotificationFacts {
  gamesAwaitingWinner: {
    gameId: number;
    name: string;
    code: string;
    reason: 'ended' | 'soldOut';
    entries: number;
  }[];
  stalePending: number;
  openHolds: number;
  /** E-mails the outbox gave up on after its last try. */
  failedMail?: number;
  /** Refunds not confirmed yet: refused by the gateway (retried with back-off), and pending. */
  refunds?: { failed: number; failedGames: number; pending: number; pendingGames: number };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function operatorNotifications(facts: NotificationFacts): OperatorNotification[] {
  const games = facts.gamesAwaitingWinner.map(
    (game): OperatorNotification => ({
      id: `game-${game.gameId}-${game.reason}`,
      kind: 'gameAwaitingWinner',
      severity: 'warning',
      title: game.reason === 'ended' ? 'Game ended without a winner' : 'Game sold out without a winner',
      message: `${game.name} (${game.code}) has ${plural(game.entries, 'entry', 'entries')} and no winner yet: select or draw one.`,
      gameId: game.gameId,
    }),
  );
  const payments: OperatorNotification[] = [];
  if (facts.stalePending > 0) {
    payments.push({
      id: 'stale-payments',
      kind: 'stalePayments',
      severity: 'warning',
      title: 'Unsettled charges',
      message: `${plural(facts.stalePending, 'charge has', 'charges have')} had no answer from the payment gateway for over ${STALE_PAYMENT_MINUTES} minutes; the reconciler keeps retrying.`,
      gameId: null,
    });
  }
  if (facts.openHolds > 0) {
    payments.push({
      id: 'open-holds',
      kind: 'openHolds',
      severity: 'info',
      title: 'Numbers held after a decline',
      message: `${plural(facts.openHolds, 'number is', 'numbers are')} held for players whose card was declined, until paid or released.`,
      gameId: null,
    });
  }
  const failed = facts.failedMail ?? 0;
  if (failed > 0) {
    payments.push({
      id: 'failed-mail',
      kind: 'failedMail',
      severity: 'warning',
      title: 'E-mails failed',
      message: `${plural(failed, 'e-mail was', 'e-mails were')} given up on after every try: read why in the Mail tab.`,
      gameId: null,
    });
  }
  return [...games, ...payments, ...refundNotifications(facts.refunds)];
}

/** A refused refund is never dropped: the operator sees it until the gateway confirms it. */
function refundNotifications(refunds: NotificationFacts['refunds']): OperatorNotification[] {
  if (!refunds) return [];
  const alerts: OperatorNotification[] = [];
  const inGames = (games: number) => plural(games, 'game', 'games');
  if (refunds.failed > 0) {
    alerts.push({
      id: 'refunds-failing',
      kind: 'refundsFailing',
      severity: 'warning',
      title: 'Refunds failing',
      message: `${plural(refunds.failed, 'refund', 'refunds')} (in ${inGames(refunds.failedGames)}) ${refunds.failed === 1 ? 'was' : 'were'} refused by the payment gateway and ${refunds.failed === 1 ? 'is' : 'are'} retried with back-off: read the gateway's answer in the Games tab.`,
      gameId: null,
    });
  }
  if (refunds.pending > 0) {
    alerts.push({
      id: 'refunds-pending',
      kind: 'refundsPending',
      severity: 'info',
      title: 'Refunds pending',
      message: `${plural(refunds.pending, 'refund', 'refunds')} (in ${inGames(refunds.pendingGames)}) ${refunds.pending === 1 ? 'is' : 'are'} waiting for the payment gateway's confirmation; the Games tab shows the progress.`,
      gameId: null,
    });
  }
  return alerts;
}
