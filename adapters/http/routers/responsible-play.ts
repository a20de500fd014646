import {
  breakOut,
  holdingOut,
  presentBreak,
  presentSpending,
  presentSpinPrice,
  spendingOut,
  spinBlocksOut,
  spinPriceOut,
} from '../presenters/responsible-play';
import {
  limitAmountsOf,
  limitsInput,
  limitsOut,
  presentLimits,
  spendingInput,
  takeBreakInput,
} from '../responsible-play-schemas';
import { gameIdInput } from '../schemas';
import { playerProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** Responsible play (issue 13), the same use cases as rest/responsible-play-routes.ts. */
export const responsiblePlayRouter = router({
  spinPrice: publicProcedure
    .input(gameIdInput)
    .output(spinPriceOut)
    .query(async ({ ctx, input }) =>
      presentSpinPrice(unwrap(await ctx.useCases.getSpinPrice.execute(input.id))),
    ),

  /** Public: maintenance for everyone, and with a session the player's break and limits. */
  spinBlocks: publicProcedure
    .input(gameIdInput)
    .output(spinBlocksOut)
    .query(async ({ ctx, input }) => {
      const session = await ctx.loadSession();
      const request = { gameId: input.id, userId: session?.user.id ?? null };
      return unwrap(await ctx.useCases.getSpinBlocks.execute(request));
    }),

  holding: playerProcedure
    .input(gameIdInput)
    .output(holdingOut)
    .query(async ({ ctx, input }) =>
      unwrap(await ctx.useCases.getHolding.execute({ userId: ctx.session.user.id, gameId: input.id })),
    ),

  limits: playerProcedure
    .output(limitsOut)
    .query(async ({ ctx }) =>
      presentLimits(await ctx.useCases.getSpendingLimits.execute(ctx.session.user.id)),
    ),

  setLimits: playerProcedure
    .input(limitsInput)
    .output(limitsOut)
    .mutation(async ({ ctx, input }) =>
      presentLimits(
        await ctx.useCases.setSpendingLimits.execute({
          userId: ctx.session.user.id,
          limits: limitAmountsOf(input),
        }),
      ),
    ),

  spending: playerProcedure
    .input(spendingInput)
    .output(spendingOut)
    .query(async ({ ctx, input }) => {
      const since = input?.since ? new Date(input.since) : undefined;
      return presentSpending(await ctx.useCases.getSpendingSummary.execute(ctx.session.user.id, since));
    }),

  selfExclusion: playerProcedure
    .output(breakOut)
    .query(async ({ ctx }) => presentBreak(await ctx.useCases.getBreak.execute(ctx.session.user.id))),

  takeBreak: playerProcedure
    .input(takeBreakInput)
    .output(breakOut)
    .mutation(async ({ ctx, input }) =>
      presentBreak(
        await ctx.useCases.takeBreak.execute({ userId: ctx.session.user.id, period: input.period }),
      ),
    ),
});
