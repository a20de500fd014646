import type { Cents } from '../shared/money';
import { GAME_TYPE_IDS, type GameType, type GameTypeId, type NumberedGame } from './game-type';
import { gameTypeOf } from './game-types';
import { noFreeRange } from './wheel-spin';

/** The number the price sentence takes as its example. */
const EXAMPLE_NUMBER = 7;

const FREE_RANGE_RULE = "Numbers in a game's free range cost nothing.";

/**
 * What a number costs, in the words every page shows (docs/rules/games.md, Pricing): the client
 * prints these sentences and writes none of its own, so a game type with other prices gets other words.
 */
export interface PriceWording {
  /** The type's price rule with an example from its own prices: 'A number costs its face value in dollars: number 7 costs $7.' */
  perNumber: string;
  /**
   * Which numbers cost nothing: for a game, its free range by its numbers ('Numbers 151-200 are free.')
   * or null when it has none; in general, 'Numbers in a game's free range cost nothing.'
   */
  free: string | null;
}

/** '$7', or '$7.50' for a price with cents. */
const dollarsText = (cents: Cents): string =>
  cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;

/** The wording of a game type, for one of its games or (without one) for its games in general. */
export function priceWording(type: GameType, game?: NumberedGame): PriceWording {
  const none = noFreeRange(EXAMPLE_NUMBER);
  const exampleGame = { totalNumbers: EXAMPLE_NUMBER, freePlayStart: none.start, freePlayEnd: none.end };
  const example = dollarsText(type.priceOf(exampleGame, EXAMPLE_NUMBER));
  const perNumber = `${type.priceRule}: number ${EXAMPLE_NUMBER} costs ${example}.`;
  if (!game) return { perNumber, free: FREE_RANGE_RULE };
  const range = type.freeRange(game);
  return { perNumber, free: range && `Numbers ${range.from}-${range.to} are free.` };
}

/** The wording of a game, by its type. */
export const gamePriceWording = (game: NumberedGame & { gameType: GameTypeId }): PriceWording =>
  priceWording(gameTypeOf(game.gameType), game);

/**
 * What the pages about the rules in general say a number costs: the price rule of each kind of game
 * the site runs, once each (types that price alike share one sentence), then the free range's rule.
 */
export function sitePriceSentences(): string[] {
  const rules = GAME_TYPE_IDS.map((id) => priceWording(gameTypeOf(id)).perNumber);
  return [...new Set(rules), FREE_RANGE_RULE];
}
