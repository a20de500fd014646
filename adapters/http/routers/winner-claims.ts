import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  claimListingOut,
  claimOut,
  decodeCursor,
  presentClaim,
  presentClaimListing,
  presentPublicWinners,
  publicWinnersOut,
} from '../presenters/winner-claims';
import { adminProcedure, playerProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';
import {
  claimActionInput,
  claimAnswerInput,
  claimFilterInput,
  claimIdInput,
  winnersCursorInput,
} from '../winner-claim-schemas';

/** `winners.list`: the public winners list; its REST twin is GET /api/winners (rest/winner-claim-routes.ts). */
export const winnersRouter = router({
  list: publicProcedure
    .input(winnersCursorInput)
    .output(publicWinnersOut)
    .query(async ({ ctx, input }) => {
      const after = input.cursor ? decodeCursor(input.cursor) : null;
      if (input.cursor && !after) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid cursor' });
      return presentPublicWinners(await ctx.useCases.listPublicWinners.execute({ after }));
    }),
});

/** `claims.*`: the winner's own claim page (any other player: not found). */
export const claimsRouter = router({
  get: playerProcedure
    .input(claimIdInput)
    .output(claimOut)
    .query(async ({ ctx, input }) =>
      presentClaim(
        unwrap(
          await ctx.useCases.getPrizeClaim.execute({ winnerId: input.winnerId, userId: ctx.session.user.id }),
        ),
      ),
    ),

  answer: playerProcedure
    .input(claimAnswerInput)
    .output(claimOut)
    .mutation(async ({ ctx, input }) => {
      const { winnerId, decision, ...form } = input;
      const result = await ctx.useCases.answerPrizeClaim.execute({
        winnerId,
        userId: ctx.session.user.id,
        decision,
        form,
        clientAddress: ctx.clientIp,
      });
      return presentClaim(unwrap(result));
    }),
});

/** `admin.claims.*`: the Winners tab's claims; the CSV and tax exports are REST downloads only. */
export const adminClaimsRouter = router({
  list: adminProcedure
    .input(claimFilterInput)
    .output(z.array(claimListingOut))
    .query(async ({ ctx, input }) =>
      unwrap(await ctx.useCases.listPrizeClaims.execute(input)).map(presentClaimListing),
    ),

  change: adminProcedure
    .input(claimActionInput)
    .output(claimOut)
    .mutation(async ({ ctx, input }) => {
      const { winnerId, action, ...rest } = input;
      const result = await ctx.useCases.changeClaimStatus.execute({
        winnerId,
        action,
        admin: ctx.admin,
        ...rest,
      });
      return presentClaim(unwrap(result));
    }),
});
