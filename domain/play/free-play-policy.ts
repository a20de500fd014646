import type { NumberRange } from '../games/number-range';

/** The fields of a game (domain/games/game.ts) that place its free range. */
type FreePlayFields = { totalNumbers: number; freePlayStart: number; freePlayEnd: number };

export const FREE_PLAY_USED_MESSAGE = 'Free play already used for this game';
export const FREE_PLAY_NONE_LEFT_MESSAGE = 'All free entries for this game have been claimed';
export const NO_FREE_RANGE_MESSAGE = 'This game has no free entries';

/** The free range when free play is switched on without explicit numbers: the top quarter. */
export function defaultFreeRange(totalNumbers: number): { start: number; end: number } {
  return { start: Math.ceil(0.75 * totalNumbers), end: totalNumbers };
}

/** The sentinel a game without free play stores (docs/rules/games.md, Numbers and the free range). */
export function noFreeRange(totalNumbers: number): { start: number; end: number } {
  return { start: totalNumbers + 1, end: totalNumbers };
}

/** The game's free range, or null when it has none (sentinel, empty or out of bounds). */
export function freeRangeOf(game: FreePlayFields): NumberRange | null {
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

/** Every number is free: the lobby's 'NO PURCHASE NECESSARY' case. */
export function freeRangeCoversAllNumbers(game: FreePlayFields): boolean {
  return game.freePlayStart === 1 && game.freePlayEnd === game.totalNumbers;
}

/** docs/rules/play.md, Free entry: the free-play panel shows for a game with a free range not yet used. */
export function freePlayPanelVisible(game: FreePlayFields, hasUsedFreePlay: boolean): boolean {
  return freeRangeOf(game) !== null && !hasUsedFreePlay;
}

/** How many numbers the free range holds (0 without free play). */
export function freeRangeSize(game: FreePlayFields): number {
  const range = freeRangeOf(game);
  return range ? range.to - range.from + 1 : 0;
}
