import type { GameStatus } from './game-status';
import type { GameTypeId, NumberedGame } from './game-type';
import { gameTypeOf } from './game-types';
import { paidPriceRange } from './pricing-policy';

/**
 * What any player may do in the game now, as every copy of its view says (the game page shows these
 * buttons and no others); what a player has already used (the free entry, a held number) is theirs,
 * answered by their own reads.
 */
export interface GameActions {
  /**
   * A paid spin: while the game is live and has a number with a price (docs/rules/play.md, Paid spins:
   * a game whose every number is free is played with its free entry alone).
   */
  spin: boolean;
  /** A free entry, one per player: while the game is live and has a free range (docs/rules/play.md). */
  freeEntry: boolean;
}

export function gameActions(game: NumberedGame & { gameType: GameTypeId }, status: GameStatus): GameActions {
  const type = gameTypeOf(game.gameType);
  const live = status === 'live';
  return {
    spin: live && paidPriceRange(game, type) !== null,
    freeEntry: live && type.freeRange(game) !== null,
  };
}
