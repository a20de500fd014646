/**
 * A paid claim's refund: pending while it is being asked or its outcome is not known, refunded once
 * the gateway confirmed it, failed while the gateway refuses it (retried with back-off, never dropped).
 */
export type RefundStatus = 'pending' | 'refunded' | 'failed';

/**
 * A refund's status after a try with this outcome (docs/rules/payments.md, Refunds shown): refunded is
 * final, a refusal leaves it failed (retried under the next key), no answer leaves it pending.
 */
export const REFUND_STATUS_AFTER: Readonly<Record<'refunded' | 'refused' | 'unknown', RefundStatus>> = {
  refunded: 'refunded',
  refused: 'failed',
  unknown: 'pending',
};

/**
 * What the original charge shows once its refund is opened (docs/rules/payments.md, Refunds shown):
 * the player's transactions, the administrator's and the CSV exports all word it so.
 */
export const REFUND_LABELS: Readonly<Record<RefundStatus, string>> = {
  refunded: 'Refunded',
  pending: 'Refund pending',
  failed: 'Refund failed — retrying',
};

export interface RefundProgress {
  refunded: number;
  pending: number;
  failed: number;
  total: number;
  refundedCents: number;
  /** Every refund has been confirmed (true for a game with nothing to refund). */
  done: boolean;
}

/** What the operator is shown of a game's refunds. */
export function refundProgressOf(
  rows: ReadonlyArray<{ status: RefundStatus; amountCents: number }>,
): RefundProgress {
  const count = (status: RefundStatus) => rows.filter((row) => row.status === status).length;
  const refundedCents = rows
    .filter((row) => row.status === 'refunded')
    .reduce((sum, row) => sum + row.amountCents, 0);
  const refunded = count('refunded');
  return {
    refunded,
    pending: count('pending'),
    failed: count('failed'),
    total: rows.length,
    refundedCents,
    done: refunded === rows.length,
  };
}

/** How many refunds of a game are at one status, and their amount. */
export interface RefundTally {
  gameId: number;
  status: RefundStatus;
  count: number;
  amountCents: number;
}

/** Each game's progress from its tallies (games without refunds have no tally, and are left out). */
export function refundProgressByGame(tallies: readonly RefundTally[]): Map<number, RefundProgress> {
  const byGame = new Map<number, RefundProgress>();
  for (const tally of tallies) {
    const p = byGame.get(tally.gameId) ?? refundProgressOf([]);
    const next = { ...p, [tally.status]: p[tally.status] + tally.count, total: p.total + tally.count };
    if (tally.status === 'refunded') next.refundedCents = p.refundedCents + tally.amountCents;
    byGame.set(tally.gameId, { ...next, done: next.refunded === next.total });
  }
  return byGame;
}
