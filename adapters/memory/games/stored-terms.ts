import type { NumberTerms } from '../../../domain/games/game-type';
import type { PriceFigures } from '../../../domain/games/pricing-policy';
import type { GameEntry } from '../in-memory-store';

/** The terms stored for number n of the game (its game type wrote them with the game). */
export function termsOf(entry: GameEntry, n: number): NumberTerms {
  const terms = entry.terms[n - 1];
  if (!terms) throw new Error(`game ${entry.game.id} has no number ${n}`);
  return terms;
}

/** The figures of these numbers' stored prices, as the SQL sums them. */
export function priceFiguresOf(entry: GameEntry, numbers: readonly number[]): PriceFigures {
  const prices = numbers.map((n) => termsOf(entry, n).priceCents);
  return {
    count: prices.length,
    lowestCents: prices.length ? Math.min(...prices) : 0,
    highestCents: prices.length ? Math.max(...prices) : 0,
    totalCents: prices.reduce((a, b) => a + b, 0),
  };
}

/** The dearest stored price among these terms' numbers that are not free (0: none). */
export const dearestPaid = (terms: readonly NumberTerms[]): number =>
  terms.reduce((highest, t) => (t.free ? highest : Math.max(highest, t.priceCents)), 0);
