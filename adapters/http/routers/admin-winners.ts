import { z } from 'zod';
import { adminGameIdInput, setAsideWinnerInput } from '../admin-game-schemas';
import { presentWinnerRecord, winnerRecordOut } from '../presenters/admin-games';
import { adminProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** `admin.winners.*`: the REST twins are in rest/admin-winner-routes.ts. */
export const adminWinnersRouter = router({
  list: adminProcedure
    .output(z.array(winnerRecordOut))
    .query(async ({ ctx }) => (await ctx.useCases.listWinners.execute()).map(presentWinnerRecord)),

  delete: adminProcedure
    .input(setAsideWinnerInput.extend({ id: adminGameIdInput.shape.id }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.deleteWinner.execute({ winnerId: input.id, reason: input.reason }));
      return { success: true as const };
    }),
});
