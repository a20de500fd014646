import { z } from 'zod';
import { gameNotFound } from '../../../domain/games/game.errors';
import {
  adminGameIdInput,
  createGameInput,
  gameChangesOf,
  gameInputOf,
  selectWinnerInput,
  updateGameInput,
  withDollarFields,
} from '../admin-game-schemas';
import { completionReportOut } from '../admin-mail-schemas';
import {
  adminGameOut,
  chosenWinnerOut,
  gameDeletionOut,
  participantsOut,
  presentAdminGame,
  presentChosenWinner,
  presentGameDeletion,
  presentParticipants,
} from '../presenters/admin-games';
import { presentCompletionReport } from '../presenters/mail';
import type { Context } from '../trpc';
import { adminProcedure, router } from '../trpc';
import { trpcErrorOf, unwrap } from '../trpc-errors';

async function adminView(ctx: Context, gameId: number) {
  const view = (await ctx.useCases.listAdminGames.execute()).find((v) => v.game.id === gameId);
  if (!view) throw trpcErrorOf(gameNotFound());
  return presentAdminGame(view);
}

/** `admin.games.*`: the REST twins are in rest/admin-game-routes.ts. */
export const adminGamesRouter = router({
  list: adminProcedure
    .output(z.array(adminGameOut))
    .query(async ({ ctx }) => (await ctx.useCases.listAdminGames.execute()).map(presentAdminGame)),

  create: adminProcedure
    .input(createGameInput)
    .output(adminGameOut)
    .mutation(async ({ ctx, input }) => {
      const created = unwrap(withDollarFields(await ctx.useCases.createGame.execute(gameInputOf(input))));
      return adminView(ctx, created.id);
    }),

  update: adminProcedure
    .input(updateGameInput.extend({ id: adminGameIdInput.shape.id }))
    .output(adminGameOut)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.useCases.updateGame.execute({
        gameId: input.id,
        changes: gameChangesOf(input),
        prizeImageUrl: input.prizeImageUrl,
      });
      unwrap(withDollarFields(result));
      return adminView(ctx, input.id);
    }),

  delete: adminProcedure
    .input(adminGameIdInput)
    .output(gameDeletionOut)
    .mutation(async ({ ctx, input }) =>
      presentGameDeletion(unwrap(await ctx.useCases.deleteGame.execute(input.id))),
    ),

  participants: adminProcedure
    .input(adminGameIdInput)
    .output(participantsOut)
    .query(async ({ ctx, input }) =>
      presentParticipants(unwrap(await ctx.useCases.listParticipants.execute(input.id))),
    ),

  selectWinner: adminProcedure
    .input(selectWinnerInput.extend({ id: adminGameIdInput.shape.id }))
    .output(chosenWinnerOut)
    .mutation(async ({ ctx, input }) => {
      const chosen = await ctx.useCases.selectWinner.execute({
        gameId: input.id,
        playerId: input.playerId,
        reason: input.reason,
        number: input.number ?? undefined,
        admin: ctx.admin,
      });
      return presentChosenWinner(unwrap(chosen));
    }),

  draw: adminProcedure
    .input(adminGameIdInput)
    .output(chosenWinnerOut)
    .mutation(async ({ ctx, input }) =>
      presentChosenWinner(
        unwrap(await ctx.useCases.drawWinner.execute({ gameId: input.id, admin: ctx.admin })),
      ),
    ),

  sendCompletionEmails: adminProcedure
    .input(adminGameIdInput)
    .output(completionReportOut)
    .mutation(async ({ ctx, input }) =>
      presentCompletionReport(unwrap(await ctx.useCases.sendCompletionEmails.execute(input.id))),
    ),
});
