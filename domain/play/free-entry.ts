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

/**
 * What is checked under the game's lock for a free entry, in the order a refusal names the first that
 * failed: the game live, the player's free entry not taken yet, a free range, a free number left. The
 * spin desks check every one under the lock and report each that failed (spin_free, the in-memory
 * desk); the order is only here.
 */
export const LOCKED_FREE_ENTRY_CHECKS = ['game-live', 'used', 'no-free-range', 'none-left'] as const;
export type LockedFreeEntryCheck = (typeof LOCKED_FREE_ENTRY_CHECKS)[number];

/** The check a free entry's refusal names among those that failed under the lock. */
export function firstFailedFreeEntryCheck(failed: readonly string[]): LockedFreeEntryCheck | null {
  return LOCKED_FREE_ENTRY_CHECKS.find((check) => failed.includes(check)) ?? null;
}
