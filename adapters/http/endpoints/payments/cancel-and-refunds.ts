import { z } from 'zod';
import type { CancelledGame } from '../../../../application/games/cancel-game';
import type { TransactionRefund } from '../../../../application/payments/list-transactions';
import type { Refund } from '../../../../application/payments/ports/refund-ledger';
import type { RefundProgress } from '../../../../domain/payments/refund-progress';
import { centsToDollars } from '../../../../domain/shared/money';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { adminGameIdInput, cancelGameInput } from '../games/admin-games';

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

function presentRefundingGames(
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

function presentGameRefunds(
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

/** POST /api/admin/games/{id}/cancel: the cancellation and its refunds so far (202 until all are done). */
export const cancelledGameOut = z.object({
  gameId: z.number(),
  status: z.literal('cancelled'),
  reason: z.string(),
  cancelledAt: z.string(),
  refunds: z.object({
    refunded: z.number(),
    pending: z.number(),
    failed: z.number(),
    total: z.number(),
    /** Dollars refunded so far. */
    refundedAmount: z.number(),
    done: z.boolean(),
  }),
  /** The instant prizes already won: they stand, their entries refunded like every other. */
  instantPrizesStanding: z.number(),
});

function presentCancelledGame(c: CancelledGame): z.infer<typeof cancelledGameOut> {
  const { refundedCents, ...counts } = c.progress;
  return {
    gameId: c.gameId,
    status: 'cancelled',
    reason: c.reason,
    cancelledAt: c.cancelledAt.toISOString(),
    refunds: { ...counts, refundedAmount: centsToDollars(refundedCents) },
    instantPrizesStanding: c.instantPrizesStanding,
  };
}

/** `admin.games.cancel`, `admin.games.refunds`: cancel a game, refunding its paid entries; follow them. */
export const adminGameRefunds = {
  cancel: mutation({
    summary: 'Cancel a game without a winner and refund every paid number',
    access: 'admin',
    input: cancelGameInput.extend({ id: adminGameIdInput.shape.id }),
    output: cancelledGameOut,
    // 202 while refunds are still pending (the reconciler finishes them), 200 once all are done.
    rest: {
      method: 'POST',
      path: '/api/admin/games/{id}/cancel',
      status: (out: { refunds: { done: boolean } }) => (out.refunds.done ? 200 : 202),
    },
    run: async ({ useCases }, input) =>
      presentCancelledGame(
        unwrap(await useCases.cancelGame.execute({ gameId: input.id, reason: input.reason })),
      ),
  }),

  /** A game's refunds (a cancelled game), for the Games tab's progress panel. */
  refunds: query({
    summary: "A game's refunds: how many are refunded, pending and failed, and each one's last error",
    access: 'admin',
    input: adminGameIdInput,
    output: gameRefundsOut,
    rest: { method: 'GET', path: '/api/admin/games/{id}/refunds' },
    run: async ({ useCases }, input) =>
      presentGameRefunds(input.id, unwrap(await useCases.getGameRefunds.execute(input.id))),
  }),
};

/** `admin.refunds.*`: every game with refunds and its progress (one read for the Games tab's polling). */
export const adminRefunds = {
  list: query({
    summary: 'Every game with refunds, and how far its refunds are',
    access: 'admin',
    output: refundingGamesOut,
    rest: { method: 'GET', path: '/api/admin/refunds' },
    run: async ({ useCases }) => presentRefundingGames(await useCases.listRefundingGames.execute()),
  }),
};
