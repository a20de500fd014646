import { z } from 'zod';
import { fairnessOut } from '../presenters/fairness';
import {
  availableNumbersOut,
  freePlayStatusOut,
  gameOut,
  presentAvailableNumbers,
  presentGame,
  presentRecentNumbers,
  recentNumbersOut,
} from '../presenters/game';
import { gameIdInput } from '../schemas';
import { playerProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';
import { liveProcedures } from './live';

export const gamesRouter = router({
  list: publicProcedure.output(z.array(gameOut)).query(async ({ ctx }) => {
    return (await ctx.useCases.listGames.execute()).map(presentGame);
  }),

  byId: publicProcedure
    .input(gameIdInput)
    .output(gameOut)
    .query(async ({ ctx, input }) => presentGame(unwrap(await ctx.useCases.getGame.execute(input.id)))),

  availableNumbers: publicProcedure
    .input(gameIdInput)
    .output(availableNumbersOut)
    .query(async ({ ctx, input }) =>
      presentAvailableNumbers(unwrap(await ctx.useCases.getAvailableNumbers.execute(input.id))),
    ),

  recentNumbers: publicProcedure
    .input(gameIdInput)
    .output(recentNumbersOut)
    .query(async ({ ctx, input }) =>
      presentRecentNumbers(unwrap(await ctx.useCases.getRecentNumbers.execute(input.id))),
    ),

  /** Provably fair (issue 12): the commitment, the log, and the server seed once the game closed. */
  fairness: publicProcedure
    .input(gameIdInput)
    .output(fairnessOut)
    .query(async ({ ctx, input }) => unwrap(await ctx.useCases.getFairness.execute(input.id))),

  /** The lobby banner: signed-in players seen in the last minute. */
  playersOnline: playerProcedure
    .output(z.object({ playersOnline: z.number() }))
    .query(async ({ ctx }) => ctx.useCases.countPlayersOnline.execute()),

  freePlayStatus: playerProcedure
    .input(gameIdInput)
    .output(freePlayStatusOut)
    .query(async ({ ctx, input }) =>
      unwrap(await ctx.useCases.getFreePlayStatus.execute({ userId: ctx.session.user.id, gameId: input.id })),
    ),

  /** Subscriptions over server-sent events: `games.live` ({ id }) and `games.lobbyLive`. */
  ...liveProcedures,
});
