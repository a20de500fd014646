import type { Cents } from '../shared/money';
import { GAME_TYPE_IDS, type GameType, type GameTypeId, type NumberedGame } from './game-type';
import { gameTypeOf } from './game-types';
import { paidPriceRange } from './pricing-policy';
import { noFreeRange } from './wheel-spin';

/** The number the price sentence takes as its example. */
const EXAMPLE_NUMBER = 7;

const FREE_RANGE_RULE =
  "A paid spin never lands in a game's free range: the free entry is the only way onto a free number, and it costs nothing.";

/** The game the price sentence of the rules pages takes as its example: 200 numbers, 151-200 free. */
const EXAMPLE_GAME: NumberedGame = { totalNumbers: 200, freePlayStart: 151, freePlayEnd: 200 };

/**
 * What a number costs, in the words every page shows (docs/rules/games.md, Pricing): the client
 * prints these sentences and writes none of its own, so a game type with other prices gets other words.
 */
export interface PriceWording {
  /**
   * The type's price rule with an example from its own prices: 'A number costs its face value in
   * dollars: number 7 costs $7.'; for a game whose every number is free, that none is sold.
   */
  perNumber: string;
  /**
   * Which numbers cost nothing and how they are reached: for a game, its free range by its numbers
   * ('Numbers 151-200 are free: ...') or null when it has none; in general, the free range's rule.
   */
  free: string | null;
}

const NO_NUMBER_SOLD = 'No number of this game is sold: it costs nothing to play.';

const FREE_ENTRY_ONLY = 'the free entry is the only way onto them, and a paid spin never lands there.';

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
  if (!range) return { perNumber, free: null };
  // A game whose every number is free sells none: its type's price rule would not apply to any number.
  if (range.from === 1 && range.to === game.totalNumbers)
    return {
      perNumber: NO_NUMBER_SOLD,
      free: `Every number (${range.from}-${range.to}) is free: the free entry, one per player, is the only way to play.`,
    };
  return { perNumber, free: `Numbers ${range.from}-${range.to} are free: ${FREE_ENTRY_ONLY}` };
}

/** The wording of a game, by its type. */
export const gamePriceWording = (game: NumberedGame & { gameType: GameTypeId }): PriceWording =>
  priceWording(gameTypeOf(game.gameType), game);

/**
 * A type's paid spin in the example game, priced by the domain: 'In a game of 200 numbers whose free
 * range is 151-200, a paid spin lands on one of numbers 1-150 and costs $1 to $150, $75.50 on average.'
 */
function exampleSpinSentence(type: GameType): string {
  const range = paidPriceRange(EXAMPLE_GAME, type);
  const { totalNumbers, freePlayStart, freePlayEnd } = EXAMPLE_GAME;
  const game = `In a game of ${totalNumbers} numbers whose free range is ${freePlayStart}-${freePlayEnd}`;
  if (!range) return `${game}, every number is free.`;
  const average = `$${(range.averageCents / 100).toFixed(2)}`;
  const prices = `${dollarsText(range.lowestCents)} to ${dollarsText(range.highestCents)}, ${average} on average`;
  return `${game}, a paid spin lands on one of numbers 1-${freePlayStart - 1} and costs ${prices}.`;
}

/**
 * What the pages about the rules in general say a number costs: the price rule of each kind of game
 * the site runs, once each (types that price alike share one sentence), then what a paid spin costs
 * in the example game (lowest, highest, average), then the free range's rule.
 */
export function sitePriceSentences(): string[] {
  const types = GAME_TYPE_IDS.map((id) => gameTypeOf(id));
  const rules = types.map((type) => priceWording(type).perNumber);
  const examples = types.map(exampleSpinSentence);
  return [...new Set(rules), ...new Set(examples), FREE_RANGE_RULE];
}
