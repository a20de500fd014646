import type { NumberClaim } from '../../domain/number-claim';
import type { NumberRange } from '../../domain/number-range';

export type { NumberRange };


export interface RecentNumber {
  number: number;
  timestamp: Date;
}

/**
 * The numbers of each game and who claimed them. The database makes a double claim impossible:
 * a number has at most one live claim (pending, held, paid or free).
 */
export interface NumberPool {
  countAvailable(gameId: number, range?: NumberRange): Promise<number>;
  /** Available counts for many games at once (games with none available map to 0). */
  countAvailableByGame(gameIds: readonly number[]): Promise<Map<number, number>>;
  /** The k-th (0-based, ascending) available number, or null when k is out of range. */
  nthAvailable(gameId: number, k: number, range?: NumberRange): Promise<number | null>;
  listAvailable(gameId: number): Promise<number[]>;
  /** Records the claim and takes its number out of the pool. Throws if the number is taken. */
  claim(claim: NumberClaim): Promise<void>;
  findFreeEntry(userId: number, gameId: number): Promise<NumberClaim | null>;
  findByRequestId(userId: number, requestId: string): Promise<NumberClaim | null>;
  /** Settled and in-flight claims of a game, newest first. */
  recent(gameId: number, limit: number): Promise<RecentNumber[]>;
  listByUser(userId: number): Promise<NumberClaim[]>;
}
