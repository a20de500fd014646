import { freeRangeOf } from '../games/wheel-spin';

/** The three fields of a game these rules read (declared here, so this module needs nothing of game.ts). */
interface FreePlayFields {
  totalNumbers: number;
  freePlayStart: number;
  freePlayEnd: number;
}

export const FREE_PLAY_USED_MESSAGE = 'Free play already used for this game';
export const FREE_PLAY_NONE_LEFT_MESSAGE = 'All free entries for this game have been claimed';
export const NO_FREE_RANGE_MESSAGE = 'This game has no free entries';

/** Every number is free: the lobby's 'NO PURCHASE NECESSARY' case. */
export function freeRangeCoversAllNumbers(game: FreePlayFields): boolean {
  return game.freePlayStart === 1 && game.freePlayEnd === game.totalNumbers;
}

/** The free-play panel shows for a game with a free range not yet used. */
export function freePlayPanelVisible(game: FreePlayFields, hasUsedFreePlay: boolean): boolean {
  return freeRangeOf(game) !== null && !hasUsedFreePlay;
}

/** How many numbers the free range holds (0 without free play). */
export function freeRangeSize(game: FreePlayFields): number {
  const range = freeRangeOf(game);
  return range ? range.to - range.from + 1 : 0;
}
