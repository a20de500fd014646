import type { SpendingLimits } from '../../../domain/responsible-play/spending-limits';
import type { PlayerRecord } from '../../../domain/responsible-play/spin-terms';
import type { Cents } from '../../../domain/shared/money';

/** A player's responsible-play record: their spending limits and the end of their break. */
export interface ResponsiblePlay {
  limits: SpendingLimits;
  /** When the player's break (self-exclusion) ends; null when they never took one. */
  excludedUntil: Date | null;
}

/**
 * Each player's spending limits and breaks, and what they spent. One record per player; a player
 * without one has no limits and no break.
 */
export interface ResponsiblePlayStore {
  find(userId: number): Promise<ResponsiblePlay | null>;
  /**
   * The record with its revision, which every change (limits, a break) moves: a paid spin decides
   * its terms from it and the spin desk refuses them ('stale') if the record moved meanwhile.
   */
  findWithRevision(userId: number): Promise<PlayerRecord | null>;
  /**
   * Reads the record and, inside a unit of work, locks it until the unit ends: a player's paid spins
   * and limit changes queue here, so a spin's spending check sees every spin committed before it.
   * Take it before the game's spin lock.
   */
  lock(userId: number): Promise<ResponsiblePlay | null>;
  /** Creates or replaces the player's limits; rejects for an unknown account. */
  saveLimits(userId: number, limits: SpendingLimits, at: Date): Promise<void>;
  /** Sets the end of the player's break to `until`, unless it already ends later; answers the end. */
  extendExclusion(userId: number, until: Date, at: Date): Promise<Date>;
  /**
   * What the player may owe for paid spins made at or after each of `since`: the prices of their
   * paid, pending and held claims (released ones and free entries are not spending).
   */
  spentSince(userId: number, since: readonly Date[]): Promise<Cents[]>;
  /** Of these players, those on a break at `at` (for e-mail that must not reach them). */
  excludedAmong(userIds: readonly number[], at: Date): Promise<Set<number>>;
}
