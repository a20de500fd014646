import type { DomainError } from './errors';
import { freeRangeOf } from './free-play-policy';
import type { Game } from './game';
import { freePlayExhausted } from './game.errors';
import type { NumberRange } from './number-range';
import { err, ok, type Result } from './result';

/**
 * May this player take the game's free (no-purchase) entry? One per player per game, drawn from
 * the free range; the answer is the range to draw from. Checking that the game is live is separate.
 */
export function freeEntryRange(
  game: Pick<Game, 'totalNumbers' | 'freePlayStart' | 'freePlayEnd'>,
  hasUsedFreePlay: boolean,
  freeNumbersLeft: number,
): Result<NumberRange, DomainError> {
  const range = freeRangeOf(game);
  if (range === null) return err(freePlayExhausted('no-free-range'));
  if (hasUsedFreePlay) return err(freePlayExhausted('used'));
  if (freeNumbersLeft <= 0) return err(freePlayExhausted('none-left'));
  return ok(range);
}
