import type { Game } from '../games/game';
import { freePlayExhausted } from '../games/game.errors';
import type { NumberRange } from '../games/number-range';
import { freeRangeOf } from '../games/wheel-spin';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';

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
