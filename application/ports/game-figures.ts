import type { Cents } from '../../domain/money';

export interface GameTotals {
  /** Spins taken: claims paid for or free (pending, held and released ones are not spins yet). */
  spins: number;
  /** Completed payments of the game's claims, from the ledger. */
  revenueCents: Cents;
}

/** Per-game figures for the back office, counted in the store (never in memory over every claim). */
export interface GameFigures {
  /** The totals of each game asked for; a game without claims has zeros. */
  totalsByGame(gameIds: readonly number[]): Promise<Map<number, GameTotals>>;
}
