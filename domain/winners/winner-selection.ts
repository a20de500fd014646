import type { GameStatus } from '../games/game-status';
import { type DomainError, type DomainErrorOf, domainError, invalidInput } from '../shared/errors';
import { readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** The select-winner dialog's texts (docs/rules/winners.md, Manual pick and The random draw). */
export const REASON_REQUIRED_MESSAGE = 'Please provide a reason for selecting this winner';
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Please provide a reason for cancelling this game';
export const FORFEIT_REASON_REQUIRED_MESSAGE = 'Please provide a reason for forfeiting this prize claim';
/** The reason recorded when a winner is set aside without one (DELETE /api/admin/winners/{id} has no body). */
export const SET_ASIDE_DEFAULT_REASON = 'Set aside by the administrator';
const WINNER_ALREADY_SELECTED_MESSAGE = 'This game already has a winner';
const NOT_A_PARTICIPANT_MESSAGE = 'This player has no settled entry in this game';
const DRAW_NOT_OPEN_MESSAGE = 'The draw opens once the game has ended or every number is claimed';
const NO_ENTRIES_MESSAGE = 'This game has no entries to draw from';
/** The longest reason an administrator may give for any act, after trimming. */
export const REASON_MAX = 500;

export type WinnerMethod = 'manual' | 'draw';

/** The administrator's acts that take a reason; each refusal names its own act. */
export type ReasonedAct = 'select' | 'cancel' | 'forfeit' | 'setAside';

const REQUIRED: Record<Exclude<ReasonedAct, 'setAside'>, string> = {
  select: REASON_REQUIRED_MESSAGE,
  cancel: CANCEL_REASON_REQUIRED_MESSAGE,
  forfeit: FORFEIT_REASON_REQUIRED_MESSAGE,
};

/**
 * The reason the administrator gives for an act, trimmed: required, except setting a winner aside,
 * which records SET_ASIDE_DEFAULT_REASON when none is given (absent, null or blank).
 */
export function readReason(value: unknown, act: ReasonedAct): Result<string, DomainError> {
  if (act === 'setAside' && (value === undefined || value === null)) return ok(SET_ASIDE_DEFAULT_REASON);
  const text = readText(value, 'reason', 'Reason');
  if (!text.ok) return text;
  if (text.value === '' && act === 'setAside') return ok(SET_ASIDE_DEFAULT_REASON);
  if (text.value === '' && act !== 'setAside') return err(invalidInput('reason', REQUIRED[act]));
  if (text.value.length > REASON_MAX) {
    return err(invalidInput('reason', `Reason must be at most ${REASON_MAX} characters long`));
  }
  return ok(text.value);
}

export const winnerAlreadySelected = (): DomainError =>
  domainError('WINNER_ALREADY_SELECTED', WINNER_ALREADY_SELECTED_MESSAGE);

export const notAParticipant = (): DomainError => invalidInput('playerId', NOT_A_PARTICIPANT_MESSAGE);

function drawWaiting(unsettled: number): DomainErrorOf<'DRAW_WAITING'> {
  const numbers = unsettled === 1 ? '1 number of this game is' : `${unsettled} numbers of this game are`;
  return {
    code: 'DRAW_WAITING',
    message: `${numbers} awaiting payment; draw once every payment has settled`,
    unsettled,
  };
}

/**
 * The random draw is open once the game has closed (ended or sold out) and no claim of it waits
 * for its payment (a pending charge may still settle, a held number may still be paid).
 */
export function checkDrawOpen(
  status: GameStatus,
  counts: { unsettled: number; settled: number },
): Result<void, DomainError> {
  if (status !== 'ended' && status !== 'complete')
    return err(domainError('DRAW_NOT_OPEN', DRAW_NOT_OPEN_MESSAGE));
  if (counts.unsettled > 0) return err(drawWaiting(counts.unsettled));
  if (counts.settled === 0) return err(domainError('NO_ENTRIES', NO_ENTRIES_MESSAGE));
  return ok(undefined);
}
