import { z } from 'zod';
import type { CancelledGame } from '../../../application/games/cancel-game';
import { centsToDollars } from '../../../domain/shared/money';

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

export function presentCancelledGame(c: CancelledGame): z.infer<typeof cancelledGameOut> {
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
