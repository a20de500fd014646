import type { DayActivity, Engagement, LedgerTotals } from '../../../domain/back-office/analytics';
import type { Game } from '../../../domain/games/game';
import type { Cents } from '../../../domain/shared/money';

export interface Interval {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** A game (archived ones too: their revenue is real) with its measured activity. */
export interface GameActivity {
  game: Pick<Game, 'id' | 'name' | 'emoji' | 'isScheduled' | 'startTime' | 'endTime' | 'closedAt'>;
  numbersLeft: number;
  /** Players with a settled entry (paid or free). */
  players: number;
  /** Claims settled as entries (paid or free). */
  spins: number;
  /** Completed payments of its claims in the ledger, less their confirmed refunds. */
  revenueCents: Cents;
  /** Confirmed refunds of its claims. */
  refundedCents: Cents;
}

/**
 * The sums behind the back office's analytics, counted by the store over the ledger, the claims and
 * the accounts (indexed by time), never by loading every row into memory.
 */
export interface AnalyticsReadModel {
  /** The activity of each day from bounds[i] to bounds[i + 1] (bounds ascending): one per interval. */
  dailyActivity(bounds: readonly Date[]): Promise<DayActivity[]>;
  ledgerTotals(): Promise<LedgerTotals>;
  /** Players who spun in `current`; of those who spun in `previous`, how many spun in `current` too. */
  engagement(previous: Interval, current: Interval): Promise<Engagement>;
  /** Every game, most (net) revenue first, then most spins, then newest. */
  gameActivity(): Promise<GameActivity[]>;
}
