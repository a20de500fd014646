import { type DomainError, invalidInput } from '../shared/errors';
import { isWholeNumberIn } from '../shared/input';
import type { Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { FreePlayInput, GameType, GameTypeSettings, NumberedGame } from './game-type';
import type { NumberRange } from './number-range';

/** The free range when free play is switched on without explicit numbers: the top quarter. */
export function defaultFreeRange(totalNumbers: number): { start: number; end: number } {
  return { start: Math.ceil(0.75 * totalNumbers), end: totalNumbers };
}

/** What a game without free play stores: start is totalNumbers + 1, end is totalNumbers. */
export function noFreeRange(totalNumbers: number): { start: number; end: number } {
  return { start: totalNumbers + 1, end: totalNumbers };
}

/** The game's free range, or null when it has none (sentinel, empty or out of bounds). */
export function freeRangeOf(game: NumberedGame): NumberRange | null {
  const { freePlayStart: start, freePlayEnd: end, totalNumbers: total } = game;
  const valid =
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    start > 0 &&
    end > 0 &&
    start <= total &&
    end <= total &&
    start <= end &&
    start !== total + 1;
  return valid ? { from: start, to: end } : null;
}

/** Whether n lies between the stored bounds of the free range (a free number costs nothing). */
export function isInFreeRange(game: Pick<NumberedGame, 'freePlayStart' | 'freePlayEnd'>, n: number): boolean {
  return n >= game.freePlayStart && n <= game.freePlayEnd;
}

/** What landing on number n costs: nothing inside the free range, otherwise n dollars. */
export function priceOf(game: Pick<NumberedGame, 'freePlayStart' | 'freePlayEnd'>, n: number): Cents {
  return isInFreeRange(game, n) ? 0 : n * 100;
}

/** The free range asked for: true for the default one, false for none, or explicit start and end. */
function freeRangeFromInput(
  freePlay: FreePlayInput,
  total: number,
): Result<{ start: number; end: number }, DomainError> {
  if (freePlay === undefined || freePlay === false) return ok(noFreeRange(total));
  if (freePlay === true) return ok(defaultFreeRange(total));
  if (typeof freePlay !== 'object' || freePlay === null) {
    return err(invalidInput('freePlay', 'Free play must be on, off, or a start and an end number'));
  }
  const { start, end } = freePlay;
  // The sentinel sent back by a form: start = total + 1 (and end = total) means no free play.
  if (start === total + 1 && end === total) return ok(noFreeRange(total));
  if (!isWholeNumberIn(start, 1, total)) {
    return err(invalidInput('freePlayStart', `Free play start must be a whole number from 1 to ${total}`));
  }
  if (!isWholeNumberIn(end, 1, total)) {
    return err(invalidInput('freePlayEnd', `Free play end must be a whole number from 1 to ${total}`));
  }
  if (start > end)
    return err(invalidInput('freePlayStart', 'Free play start must not be after free play end'));
  return ok({ start, end });
}

function checkSettings(freePlay: FreePlayInput, total: number): Result<GameTypeSettings, DomainError> {
  const range = freeRangeFromInput(freePlay, total);
  return range.ok ? ok({ freePlayStart: range.value.start, freePlayEnd: range.value.end }) : range;
}

/**
 * The prize wheel: numbers 1 to total, a number costs its face value in dollars, the numbers of the
 * free range cost nothing and are the ones free entries draw; every claim is an entry into the
 * game's draw for its prize.
 */
export const WHEEL_SPIN: GameType = {
  id: 'wheel_spin',
  checkSettings,
  freeRange: freeRangeOf,
  isFree(game, n) {
    const range = freeRangeOf(game);
    return range !== null && n >= range.from && n <= range.to;
  },
  priceOf,
  priceRule: 'A number costs its face value in dollars',
  winnings: () => ({ kind: 'draw-entry' }),
};
