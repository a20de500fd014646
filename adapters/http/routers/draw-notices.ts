import { z } from 'zod';
import { drawNoticesOut, presentDrawNotices } from '../presenters/draw-notices';
import { gameIdInput } from '../schemas';
import { playerProcedure, router } from '../trpc';

/** `drawNotices.*`: the REST twins are in rest/draw-notice-routes.ts. */
export const drawNoticesRouter = router({
  list: playerProcedure
    .output(drawNoticesOut)
    .query(async ({ ctx }) =>
      presentDrawNotices(await ctx.useCases.listDrawNotices.execute(ctx.session.user.id)),
    ),

  markSeen: playerProcedure
    .input(gameIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.useCases.markDrawNoticeSeen.execute({ userId: ctx.session.user.id, gameId: input.id });
      return { success: true as const };
    }),
});
