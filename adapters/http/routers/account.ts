import { clientSeedSchema, preferencesSchema } from '../account-schemas';
import {
  achievementsOut,
  historyOut,
  presentAchievements,
  presentHistory,
  presentStats,
  presentTransactions,
  presentWins,
  statsOut,
  transactionsOut,
  winsOut,
} from '../presenters/account';
import { playerProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';
import { accountChanges } from './account-changes';

/** The player's own figures and history (player.md sections 3 and 7); changes in account-changes.ts. */
export const accountRouter = router({
  stats: playerProcedure
    .output(statsOut)
    .query(async ({ ctx }) => presentStats(await ctx.useCases.getPlayerStats.execute(ctx.session.user.id))),

  wins: playerProcedure
    .output(winsOut)
    .query(async ({ ctx }) => presentWins(await ctx.useCases.listPlayerWins.execute(ctx.session.user.id))),

  achievements: playerProcedure
    .output(achievementsOut)
    .query(async ({ ctx }) =>
      presentAchievements(await ctx.useCases.getAchievements.execute(ctx.session.user.id)),
    ),

  gameHistory: playerProcedure
    .output(historyOut)
    .query(async ({ ctx }) => presentHistory(await ctx.useCases.getGameHistory.execute(ctx.session.user.id))),

  transactions: playerProcedure
    .output(transactionsOut)
    .query(async ({ ctx }) =>
      presentTransactions(await ctx.useCases.listTransactions.execute(ctx.session.user.id)),
    ),

  preferences: playerProcedure
    .output(preferencesSchema)
    .query(({ ctx }) => ctx.useCases.getPreferences.execute(ctx.session.user.id)),

  clientSeed: playerProcedure
    .output(clientSeedSchema)
    .query(async ({ ctx }) => unwrap(await ctx.useCases.getClientSeed.execute(ctx.session.user.id))),

  ...accountChanges,
});
