import { z } from 'zod';
import type { GameDeletion } from '../../../application/games/delete-game';
import type { AdminGameView } from '../../../application/games/list-admin-games';
import type { Participants } from '../../../application/games/list-participants';
import type { WinnerListing } from '../../../application/games/ports/winner-repository';
import { type ChosenWinner, ERASED_PLAYER_NAME } from '../../../application/winners/winner-choice';
import { adminGameActions } from '../../../domain/games/admin-game-actions';
import { centsToDollars } from '../../../domain/shared/money';
import { gameOut, presentGame } from './game';

/** The admin API's 'Game (admin view)': the public game plus the back office's figures. */
export const adminGameOut = gameOut.extend({
  /** Distinct players with a settled entry. */
  playersCount: z.number(),
  /** Settled entries (paid and free). */
  totalSpins: z.number(),
  /** Claims awaiting a payment (the draw waits for them). */
  unsettledClaims: z.number(),
  /** Total numbers and the free range can no longer change (a number was claimed). */
  numbersLocked: z.boolean(),
  hasWinner: z.boolean(),
  /** The completion e-mails went out (once per game). */
  completionEmailsSent: z.boolean(),
  /** Instant prizes already won: they stand if the game is cancelled (docs/rules/games.md). */
  instantPrizesWon: z.number(),
  /** What the administrator may do to it now (domain/games/admin-game-actions.ts): the buttons shown. */
  actions: z.object({
    cancel: z.boolean(),
    pickWinner: z.boolean(),
    pickEndsGame: z.boolean(),
    draw: z.boolean(),
    sendCompletionEmails: z.boolean(),
  }),
});

export function presentAdminGame(view: AdminGameView): z.infer<typeof adminGameOut> {
  return {
    ...presentGame(view),
    playersCount: view.claims.players,
    totalSpins: view.claims.settled,
    unsettledClaims: view.claims.unsettled,
    numbersLocked: view.claims.total > 0,
    hasWinner: view.hasWinner,
    completionEmailsSent: view.completionMailed,
    instantPrizesWon: view.instantPrizesWon,
    actions: adminGameActions({
      status: view.status,
      numbersLeft: view.numbersLeft,
      players: view.claims.players,
      hasWinner: view.hasWinner,
      completionMailed: view.completionMailed,
    }),
  };
}

export const gameDeletionOut = z.object({
  success: z.literal(true),
  /** 'archived': the game had claims, so it is hidden and its ledger kept. */
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});

export const presentGameDeletion = (outcome: GameDeletion): z.infer<typeof gameDeletionOut> => ({
  success: true,
  outcome,
  message:
    outcome === 'deleted'
      ? 'Game permanently deleted'
      : 'Game deleted; its payment records are kept because numbers were claimed',
});

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

export function presentParticipants(p: Participants): z.infer<typeof participantsOut> {
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

export function presentChosenWinner(w: ChosenWinner): z.infer<typeof chosenWinnerOut> {
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
});

export function presentWinnerRecord(w: WinnerListing): z.infer<typeof winnerRecordOut> {
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
  };
}
