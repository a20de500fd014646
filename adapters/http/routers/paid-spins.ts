import { openHoldInput, paidSpinInput, paidSpinStatusInput, payHeldInput } from '../payment-schemas';
import {
  openHoldOut,
  paidSpinOut,
  payHeldOut,
  presentOpenHold,
  presentPaidSpin,
  presentPayHeld,
} from '../presenters/paid-spin';
import { playerProcedure } from '../trpc';
import { unwrap } from '../trpc-errors';

/**
 * The paid spin and its held number, merged into the spins router. A declined charge is a
 * BAD_REQUEST whose data carries appCode PAYMENT_DECLINED, paymentFailed, number (the held number,
 * null when the decline holds nothing) and paymentMessage.
 */
export const paidSpinProcedures = {
  paid: playerProcedure
    .input(paidSpinInput)
    .output(paidSpinOut)
    .mutation(async ({ ctx, input }) => {
      const spin = unwrap(
        await ctx.useCases.spinWheel.execute({
          userId: ctx.session.user.id,
          gameId: input.gameId,
          requestId: input.requestId,
        }),
      );
      return presentPaidSpin(spin);
    }),

  /** A paid spin's current answer by its request id (the player's own only), without re-sending it. */
  status: playerProcedure
    .input(paidSpinStatusInput)
    .output(paidSpinOut)
    .query(async ({ ctx, input }) =>
      presentPaidSpin(
        unwrap(
          await ctx.useCases.getPaidSpinStatus.execute({
            userId: ctx.session.user.id,
            requestId: input.requestId,
          }),
        ),
      ),
    ),

  openHold: playerProcedure
    .input(openHoldInput)
    .output(openHoldOut)
    .query(async ({ ctx, input }) =>
      presentOpenHold(
        await ctx.useCases.getOpenHold.execute({ userId: ctx.session.user.id, gameId: input.gameId }),
      ),
    ),

  payHeld: playerProcedure
    .input(payHeldInput)
    .output(payHeldOut)
    .mutation(async ({ ctx, input }) => {
      const paid = unwrap(
        await ctx.useCases.payHeldNumber.execute({
          userId: ctx.session.user.id,
          gameId: input.gameId,
          number: input.number,
          cardNonce: input.cardNonce ?? null,
          cardId: input.cardId ?? null,
          verificationToken: input.verificationToken ?? null,
        }),
      );
      return presentPayHeld(paid);
    }),
};
