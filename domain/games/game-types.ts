import type { GameType, GameTypeId, NumberedGame, NumberTerms } from './game-type';
import { GAME_TYPE_IDS, isGameTypeId } from './game-type';
import { INSTANT_WIN } from './instant-win';
import { WHEEL_SPIN } from './wheel-spin';

/** Every game type by its id: a new type is added here (and to GAME_TYPE_IDS). */
const GAME_TYPES: Readonly<Record<GameTypeId, GameType>> = {
  wheel_spin: WHEEL_SPIN,
  instant_win: INSTANT_WIN,
};

export function gameTypeOf(id: GameTypeId): GameType {
  return GAME_TYPES[id];
}

/** A stored type id read back; a value no type answers to is a corrupt row, not a player's error. */
export function parseGameTypeId(value: string): GameTypeId {
  if (isGameTypeId(value)) return value;
  throw new Error(`unknown game type ${value}; known: ${GAME_TYPE_IDS.join(', ')}`);
}

/**
 * Each number's terms (index n - 1 for number n), as the game's type decides them: what the stores
 * write beside the numbers when a game is created or its numbers are edited.
 */
export function numberTermsOf(game: NumberedGame & { gameType: GameTypeId }): NumberTerms[] {
  const type = gameTypeOf(game.gameType);
  const terms: NumberTerms[] = [];
  for (let n = 1; n <= game.totalNumbers; n++) {
    terms.push({ priceCents: type.priceOf(game, n), free: type.isFree(game, n) });
  }
  return terms;
}
