import { z } from 'zod';
import { gameNotFound } from '../../../domain/games/game.errors';
import {
  adminGameIdInput,
  cancelGameInput,
  createGameInput,
  gameChangesOf,
  gameInputOf,
  selectWinnerInput,
  setAsideWinnerInput,
  updateGameInput,
  withDollarFields,
} from '../admin-game-schemas';
import { completionReportOut } from '../admin-mail-schemas';
import { successOut } from '../presenters/account';
import {
  adminGameOut,
  chosenWinnerOut,
  gameDeletionOut,
  participantsOut,
  presentAdminGame,
  presentChosenWinner,
  presentGameDeletion,
  presentParticipants,
  presentWinnerRecord,
  winnerRecordOut,
} from '../presenters/admin-games';
import { cancelledGameOut, presentCancelledGame } from '../presenters/cancellation';
import { presentCompletionReport } from '../presenters/mail';
import type { Context } from '../trpc';
import { trpcErrorOf, unwrap } from '../trpc-errors';
import { mutation, query } from './endpoint';

/** The game as the back office lists it; gone when another request deleted it in between. */
async function adminView({ useCases }: Context, gameId: number) {
  const view = (await useCases.listAdminGames.execute()).find((v) => v.game.id === gameId);
  if (!view) throw trpcErrorOf(gameNotFound());
  return presentAdminGame(view);
}

/** `admin.games.*`: the back office's games: list, create, edit, delete. */
export const adminGames = {
  list: query({
    summary: 'Every game, with its figures',
    access: 'admin',
    output: z.array(adminGameOut),
    rest: { method: 'GET', path: '/api/admin/games' },
    run: async ({ useCases }) => (await useCases.listAdminGames.execute()).map(presentAdminGame),
  }),

  create: mutation({
    summary: 'Create a game',
    access: 'admin',
    input: createGameInput,
    output: adminGameOut,
    rest: { method: 'POST', path: '/api/admin/games', status: 201 },
    run: async (call, input) => {
      const created = unwrap(withDollarFields(await call.useCases.createGame.execute(gameInputOf(input))));
      return adminView(call, created.id);
    },
  }),

  update: mutation({
    summary: 'Edit a game',
    access: 'admin',
    input: updateGameInput.extend({ id: adminGameIdInput.shape.id }),
    output: adminGameOut,
    rest: { method: 'PATCH', path: '/api/admin/games/{id}' },
    run: async (call, input) => {
      const result = await call.useCases.updateGame.execute({
        gameId: input.id,
        changes: gameChangesOf(input),
        prizeImageUrl: input.prizeImageUrl,
      });
      unwrap(withDollarFields(result));
      return adminView(call, input.id);
    },
  }),

  delete: mutation({
    summary: 'Delete a game',
    access: 'admin',
    input: adminGameIdInput,
    output: gameDeletionOut,
    rest: { method: 'DELETE', path: '/api/admin/games/{id}' },
    run: async ({ useCases }, input) =>
      presentGameDeletion(unwrap(await useCases.deleteGame.execute(input.id))),
  }),
};

/** `admin.games.*` of the draw: participants, the winner chosen or drawn, the completion e-mails. */
export const adminGameDraw = {
  participants: query({
    summary: "A game's players and their numbers",
    access: 'admin',
    input: adminGameIdInput,
    output: participantsOut,
    rest: { method: 'GET', path: '/api/admin/games/{id}/participants' },
    run: async ({ useCases }, input) =>
      presentParticipants(unwrap(await useCases.listParticipants.execute(input.id))),
  }),

  selectWinner: mutation({
    summary: "Choose a game's winner, with a reason",
    access: 'admin',
    input: selectWinnerInput.extend({ id: adminGameIdInput.shape.id }),
    output: chosenWinnerOut,
    rest: { method: 'POST', path: '/api/admin/games/{id}/select-winner' },
    run: async ({ useCases, admin }, input) => {
      const chosen = await useCases.selectWinner.execute({
        gameId: input.id,
        playerId: input.playerId,
        reason: input.reason,
        number: input.number ?? undefined,
        admin,
      });
      return presentChosenWinner(unwrap(chosen));
    },
  }),

  draw: mutation({
    summary: "Draw a game's winner",
    access: 'admin',
    input: adminGameIdInput,
    output: chosenWinnerOut,
    rest: { method: 'POST', path: '/api/admin/games/{id}/draw' },
    run: async ({ useCases, admin }, input) =>
      presentChosenWinner(unwrap(await useCases.drawWinner.execute({ gameId: input.id, admin }))),
  }),

  sendCompletionEmails: mutation({
    summary: "E-mail a finished game's players its result",
    access: 'admin',
    input: adminGameIdInput,
    output: completionReportOut,
    rest: { method: 'POST', path: '/api/admin/games/{id}/send-completion-emails' },
    run: async ({ useCases }, input) =>
      presentCompletionReport(unwrap(await useCases.sendCompletionEmails.execute(input.id))),
  }),
};

/** `admin.games.cancel`: cancel a game, refunding its paid entries. */
export const adminGameCancel = {
  cancel: mutation({
    summary: 'Cancel a game without a winner and refund every paid number',
    access: 'admin',
    input: cancelGameInput.extend({ id: adminGameIdInput.shape.id }),
    output: cancelledGameOut,
    // 202 while refunds are still pending (the reconciler finishes them), 200 once all are done.
    rest: {
      method: 'POST',
      path: '/api/admin/games/{id}/cancel',
      status: (out: { refunds: { done: boolean } }) => (out.refunds.done ? 200 : 202),
    },
    run: async ({ useCases }, input) =>
      presentCancelledGame(
        unwrap(await useCases.cancelGame.execute({ gameId: input.id, reason: input.reason })),
      ),
  }),
};

/** `admin.winners.*`: the Winners tab: every winner, and setting one aside with a reason. */
export const adminWinners = {
  list: query({
    summary: 'Every winner',
    access: 'admin',
    output: z.array(winnerRecordOut),
    rest: { method: 'GET', path: '/api/admin/winners' },
    run: async ({ useCases }) => (await useCases.listWinners.execute()).map(presentWinnerRecord),
  }),

  delete: mutation({
    summary: 'Set a winner aside, with a reason',
    access: 'admin',
    input: setAsideWinnerInput.extend({ id: adminGameIdInput.shape.id }),
    output: successOut,
    rest: { method: 'DELETE', path: '/api/admin/winners/{id}' },
    run: async ({ useCases }, input) => {
      unwrap(await useCases.deleteWinner.execute({ winnerId: input.id, reason: input.reason }));
      return { success: true as const };
    },
  }),
};
