import { isExcluded } from './self-exclusion';
import { hasLimitInForce, type LimitAmounts, limitsInForce, type SpendingLimits } from './spending-limits';

/** A player's responsible-play record as a paid spin reads it, with the revision it was read at. */
export interface PlayerRecord {
  limits: SpendingLimits;
  excludedUntil: Date | null;
  /** Moves with every change of the record, so the spin can tell it still holds under the lock. */
  revision: number;
}

/**
 * What a paid spin at `now` may do for this player: nothing while they are on a break; otherwise
 * spend within the limits in force (null: none). The spin holds the player's lock while it compares
 * their spending with these allowances, and goes ahead only if the record is still at `revision`
 * (null: the player had no record).
 */
export type SpinTerms =
  | { kind: 'excluded'; until: Date }
  | { kind: 'allowed'; revision: number | null; limits: LimitAmounts | null };

export function spinTerms(record: PlayerRecord | null, now: Date): SpinTerms {
  if (!record) return { kind: 'allowed', revision: null, limits: null };
  if (record.excludedUntil && isExcluded(record.excludedUntil, now)) {
    return { kind: 'excluded', until: record.excludedUntil };
  }
  const amounts = limitsInForce(record.limits, now);
  return { kind: 'allowed', revision: record.revision, limits: hasLimitInForce(amounts) ? amounts : null };
}

/** The terms a spin assumes before reading anything: a player without a record. */
export const NO_RECORD_TERMS: Extract<SpinTerms, { kind: 'allowed' }> = {
  kind: 'allowed',
  revision: null,
  limits: null,
};
