import type { Cents } from '../shared/money';

/**
 * What a paid spin can cost right now, from the numbers the draw chooses among (every available
 * number of the game, each equally likely): the play-responsibly dialog's figures.
 */
export interface PriceFigures {
  available: number;
  lowestCents: Cents;
  highestCents: Cents;
  /** The sum of the available numbers' prices: divided by `available`, the average price. */
  totalCents: Cents;
  /** Available numbers of the free range: a paid spin landing there costs nothing. */
  freeLeft: number;
}

/** The expected price of a spin, rounded to the cent (0 when nothing is left). */
export const averagePrice = (f: PriceFigures): Cents =>
  f.available === 0 ? 0 : Math.round(f.totalCents / f.available);
