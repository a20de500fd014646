import { z } from 'zod';
import type { TransactionRefund } from '../../../application/payments/list-transactions';
import type { Refund } from '../../../application/payments/ports/refund-ledger';
import type { RefundProgress } from '../../../domain/payments/refund-progress';
import { centsToDollars } from '../../../domain/shared/money';

const refundStatus = z.enum(['pending', 'refunded', 'failed']);

/** A charge's refund on its transaction row: its stage, the amount in dollars, when it was confirmed. */
export const transactionRefundOut = z
  .object({ status: refundStatus, amount: z.number(), refundedAt: z.string().nullable() })
  .nullable();

export function presentTransactionRefund(
  refund: TransactionRefund | null,
): z.infer<typeof transactionRefundOut> {
  if (!refund) return null;
  return {
    status: refund.status,
    amount: centsToDollars(refund.amountCents),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

const progressOut = z.object({
  refunded: z.number(),
  pending: z.number(),
  failed: z.number(),
  total: z.number(),
  /** Dollars confirmed refunded. */
  amountRefunded: z.number(),
  /** Every refund confirmed. */
  done: z.boolean(),
});

function presentProgress(progress: RefundProgress): z.infer<typeof progressOut> {
  return {
    refunded: progress.refunded,
    pending: progress.pending,
    failed: progress.failed,
    total: progress.total,
    amountRefunded: centsToDollars(progress.refundedCents),
    done: progress.done,
  };
}

/** Every game with refunds, and its progress. */
export const refundingGamesOut = z.array(z.object({ gameId: z.number(), progress: progressOut }));

export function presentRefundingGames(
  games: { gameId: number; progress: RefundProgress }[],
): z.infer<typeof refundingGamesOut> {
  return games.map((g) => ({ gameId: g.gameId, progress: presentProgress(g.progress) }));
}

/** A game's refunds: counts and the amount refunded (dollars), then each refund with its last error. */
export const gameRefundsOut = z.object({
  gameId: z.number(),
  progress: progressOut,
  refunds: z.array(
    z.object({
      claimId: z.string(),
      status: refundStatus,
      amount: z.number(),
      reason: z.string(),
      tries: z.number(),
      failureCode: z.string().nullable(),
      failureDetail: z.string().nullable(),
      lastError: z.string().nullable(),
      nextTryAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
    }),
  ),
});

export function presentGameRefunds(
  gameId: number,
  found: { progress: RefundProgress; refunds: Refund[] },
): z.infer<typeof gameRefundsOut> {
  return {
    gameId,
    progress: presentProgress(found.progress),
    refunds: found.refunds.map((r) => ({
      claimId: r.claimId,
      status: r.status,
      amount: centsToDollars(r.amountCents),
      reason: r.reason,
      tries: r.tries,
      failureCode: r.failureCode,
      failureDetail: r.failureDetail,
      lastError: r.lastError,
      nextTryAt: r.status === 'refunded' ? null : r.nextTryAt.toISOString(),
      refundedAt: r.refundedAt?.toISOString() ?? null,
    })),
  };
}
