import { z } from 'zod';
import type { Participants } from '../../../../application/games/list-participants';
import type { WinnerListing } from '../../../../application/games/ports/winner-repository';
import { type ChosenWinner, ERASED_PLAYER_NAME } from '../../../../application/winners/winner-choice';
import { centsToDollars } from '../../../../domain/shared/money';
import { CLAIM_STATUSES } from '../../../../domain/winners/prize-claim';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { adminGameIdInput, selectWinnerInput, setAsideWinnerInput } from '../games/admin-games';
import { completionReportOut, presentCompletionReport } from '../mail/admin-mail';
import { successOut } from '../shared';

const nameOf = (player: { firstName: string; lastName: string } | null) =>
  player ? `${player.firstName} ${player.lastName}`.trim() : ERASED_PLAYER_NAME;

/** The admin API's 'Participant list response'. `id` is the player's id (select-winner's playerId). */
export const participantsOut = z.object({
  gameName: z.string(),
  totalParticipants: z.number(),
  gameCompleted: z.boolean(),
  hasWinner: z.boolean(),
  participants: z.array(
    z.object({
      id: z.number(),
      playerName: z.string(),
      email: z.string(),
      spunNumber: z.number(),
      amountPaid: z.number(),
      spunAt: z.string(),
      isWinner: z.boolean(),
      isFreePlay: z.boolean(),
    }),
  ),
});

function presentParticipants(p: Participants): z.infer<typeof participantsOut> {
  return {
    gameName: p.gameName,
    totalParticipants: p.totalParticipants,
    gameCompleted: p.gameCompleted,
    hasWinner: p.hasWinner,
    participants: p.entries.map((e) => ({
      id: e.userId,
      playerName: nameOf(e.player),
      email: e.player?.email ?? '',
      spunNumber: e.number,
      amountPaid: centsToDollars(e.priceCents),
      spunAt: e.enteredAt.toISOString(),
      isWinner: e.isWinner,
      isFreePlay: e.kind === 'free',
    })),
  };
}

const drawOut = z.object({ index: z.number(), candidates: z.number(), sequence: z.number() }).nullable();

/** The select-winner and draw answers: the winner with playerName (docs/rules/winners.md). */
export const chosenWinnerOut = z.object({
  success: z.literal(true),
  message: z.string(),
  winner: z.object({
    gameId: z.number(),
    playerId: z.number(),
    playerName: z.string(),
    email: z.string(),
    number: z.number(),
    reason: z.string(),
    method: z.enum(['manual', 'draw']),
    selectedAt: z.string(),
    selectedBy: z.string(),
    draw: drawOut,
  }),
});

function presentChosenWinner(w: ChosenWinner): z.infer<typeof chosenWinnerOut> {
  return {
    success: true,
    message: `${w.playerName} is the winner with number ${w.number}`,
    winner: { ...w, selectedAt: w.selectedAt.toISOString() },
  };
}

/** The admin API's 'Winner record', plus how and why the winner was chosen. */
export const winnerRecordOut = z.object({
  id: z.number(),
  winnerName: z.string(),
  winnerEmail: z.string(),
  winningNumber: z.number(),
  completedAt: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  prizeValue: z.number(),
  totalParticipants: z.number(),
  totalSpins: z.number(),
  method: z.enum(['manual', 'draw']),
  reason: z.string(),
  selectedBy: z.string(),
  draw: drawOut,
  /** 'instant': an instant prize won at a claim; 'main': the game's drawn or picked winner. */
  kind: z.enum(['main', 'instant']),
  /** The instant prize won (value in dollars); null for the main prize. */
  instantPrize: z.object({ k: z.number(), name: z.string(), value: z.number() }).nullable(),
  /** Where an instant win's prize claim stands ('notified', 'shipped'...); null for the main prize. */
  claimStatus: z.enum(CLAIM_STATUSES).nullable(),
});

function presentWinnerRecord(w: WinnerListing): z.infer<typeof winnerRecordOut> {
  return {
    id: w.id,
    winnerName: nameOf(w.player),
    winnerEmail: w.player?.email ?? '',
    winningNumber: w.number,
    completedAt: w.selectedAt.toISOString(),
    gameId: w.gameId,
    gameName: w.gameName,
    prizeValue: centsToDollars(w.prizeValueCents),
    totalParticipants: w.totalParticipants,
    totalSpins: w.totalSpins,
    method: w.method,
    reason: w.reason,
    selectedBy: w.selectedBy,
    draw: w.draw,
    kind: w.kind ?? 'main',
    instantPrize: w.instantPrize
      ? { k: w.instantPrize.k, name: w.instantPrize.name, value: centsToDollars(w.instantPrize.valueCents) }
      : null,
    claimStatus: w.claimStatus ?? null,
  };
}

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
