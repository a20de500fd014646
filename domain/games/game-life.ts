import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { checkDrawOpen, winnerAlreadySelected } from '../winners/winner-selection';
import { type GameTimes, gameStatus } from './game';
import { cancelledGameNotEditable, gameCancelled, gameClosed } from './game.errors';

/**
 * A game's life, one state machine:
 *
 *   scheduled → live → full → closed → drawn ⇄ closed (a winner set aside)
 *                 ╰──────────────↗
 *   scheduled, live, full, closed → cancelled (an administrator, or a minimum not reached at the end)
 *
 * full: every number is taken but a payment is still pending (an expired hold may reopen the game).
 * closed: its end passed, it sold out with nothing pending, or a winner was picked on it. From then
 * on its server seed is public, so it never takes another claim and its end never moves again.
 * drawn: a winner stands. An archived game is gone from every read (NOT_FOUND).
 * cancelled: for good, only from a game without a winner; its seed is public as at a close, it takes
 * no claim, payment, pick or draw, and every paid number is refunded.
 */
export type GameLife = 'scheduled' | 'live' | 'full' | 'closed' | 'drawn' | 'cancelled';

/** What the life is read from besides the game's own times. */
export interface LifeFacts {
  numbersLeft: number;
  /** Claims of the game whose payment is pending or held. */
  unsettled: number;
  hasWinner: boolean;
}

export function gameLife(game: GameTimes, facts: LifeFacts, now: Date): GameLife {
  if (game.cancelledAt != null) return 'cancelled';
  if (facts.hasWinner) return 'drawn';
  const status = gameStatus(game, facts.numbersLeft, now);
  if (status === 'ended') return 'closed';
  if (status === 'complete') return facts.unsettled > 0 && game.closedAt == null ? 'full' : 'closed';
  if (status === 'cancelled') return 'cancelled';
  return status;
}

/** The server seed is public: the game takes no claim, ever again. */
export const isClosed = (life: GameLife): boolean =>
  life === 'closed' || life === 'drawn' || life === 'cancelled';

/** Any game but a cancelled one may be edited (docs/rules/games.md, Editing a game). */
export function checkEdit(life: GameLife): Result<void, DomainError> {
  return life === 'cancelled' ? err(cancelledGameNotEditable()) : ok(undefined);
}

/**
 * A new end time asked for by an administrator. Before closing, any end after the start is allowed,
 * and an end at or before now ends the game now; once closed the end stays where it is.
 */
export function checkEndMove(life: GameLife, end: Date, now: Date): Result<Date, DomainError> {
  if (life === 'cancelled') return err(gameCancelled());
  if (isClosed(life)) return err(gameClosed());
  return ok(end.getTime() <= now.getTime() ? now : end);
}

/**
 * A winner may be picked by hand on any game without one. A game still open (live, full, or before
 * its start) is closed by the pick, so no one pays into a game already won.
 */
export function checkPick(life: GameLife): Result<void, DomainError> {
  if (life === 'cancelled') return err(gameCancelled());
  return life === 'drawn' ? err(winnerAlreadySelected()) : ok(undefined);
}

/**
 * A game is cancelled once, and only while it has no winner (a manual pick counts): a drawn game
 * answers the winner's refusal, a cancelled one GAME_CANCELLED.
 */
export function checkCancel(life: GameLife): Result<void, DomainError> {
  if (life === 'cancelled') return err(gameCancelled());
  return life === 'drawn' ? err(winnerAlreadySelected()) : ok(undefined);
}

/** The random draw runs on a closed game with no payment pending and at least one entry. */
export function checkDraw(
  life: GameLife,
  counts: { unsettled: number; settled: number },
): Result<void, DomainError> {
  if (life === 'cancelled') return err(gameCancelled());
  if (life === 'drawn') return err(winnerAlreadySelected());
  return checkDrawOpen(life === 'full' ? 'complete' : isClosed(life) ? 'ended' : 'live', counts);
}

const NOT_LIVE_TO_END: Record<Exclude<GameLife, 'live'>, string> = {
  scheduled: 'Only a live game can be ended now: this game has not started yet',
  full: 'Only a live game can be ended now: every number is taken and closes the game once its payments settle',
  closed: 'Only a live game can be ended now: this game has already ended',
  drawn: 'Only a live game can be ended now: this game has ended and has a winner',
  cancelled: 'Only a live game can be ended now: this game was cancelled',
};

/**
 * Ending a game now (docs/rules/games.md, Ending a game now): only a live game; its end then moves to
 * now by the rule of any end-time edit (checkEndMove), so the random draw may run at once.
 */
export function checkEndNow(life: GameLife): Result<void, DomainError> {
  switch (life) {
    case 'live':
      return ok(undefined);
    case 'scheduled':
      return err({ code: 'GAME_NOT_STARTED', message: NOT_LIVE_TO_END.scheduled });
    case 'full':
      return err({ code: 'GAME_COMPLETE', message: NOT_LIVE_TO_END.full });
    case 'cancelled':
      return err({ code: 'GAME_CANCELLED', message: NOT_LIVE_TO_END.cancelled });
    default:
      return err({ code: 'GAME_ENDED', message: NOT_LIVE_TO_END[life] });
  }
}
