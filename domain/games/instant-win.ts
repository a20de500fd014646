import type { GameType } from './game-type';
import { WHEEL_SPIN } from './wheel-spin';

/**
 * The instant-win wheel (docs/rules/games.md, Instant wins): the wheel's numbers, prices and free
 * range, plus an ordered list of instant prizes, prize k on instant-win number k, derived from the
 * game's server seed (domain/fairness/instant-wins.ts). A claim of that number, once settled, wins
 * prize k at once; every claim, instant winners' too, stays an entry into the game's draw.
 */
export const INSTANT_WIN: GameType = {
  ...WHEEL_SPIN,
  id: 'instant_win',
};
