import { freeSpinOut, presentFreeSpin } from '../presenters/spin';
import { freeSpinInput } from '../schemas';
import { playerProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';
import { paidSpinProcedures } from './paid-spins';

export const spinsRouter = router({
  free: playerProcedure
    .input(freeSpinInput)
    .output(freeSpinOut)
    .mutation(async ({ ctx, input }) => {
      const claim = unwrap(
        await ctx.useCases.takeFreeSpin.execute({ userId: ctx.session.user.id, gameId: input.gameId }),
      );
      return presentFreeSpin(claim);
    }),
  ...paidSpinProcedures,
});
