import type { DomainError } from '../domain/errors';
import type { Cents } from '../domain/money';
import { err, ok, type Result } from '../domain/result';
import { isExcluded, selfExcluded } from '../domain/self-exclusion';
import { checkSpin, hasLimitInForce, type LimitAmounts, limitsInForce } from '../domain/spending-limits';
import { LIMIT_PERIODS, periodStart } from '../domain/spending-periods';
import type { Repositories } from './ports/unit-of-work';

/** What the player's own lock found: the limits in force and what they spent in each period. */
export type Guard = { amounts: LimitAmounts; spent: Record<(typeof LIMIT_PERIODS)[number], Cents> } | null;

/**
 * Before the game's spin lock, in the reservation's transaction: locks the player's responsible-play
 * record (their spins in every game queue on it, so two can never both pass one limit), refuses a
 * player on a break, and reads the spending the limits count. Null: no limit in force, nothing to check.
 * The spending is read after the lock is granted, so it includes every spin committed before.
 */
export async function lockSpending(
  tx: Repositories,
  userId: number,
  now: Date,
): Promise<Result<Guard, DomainError>> {
  const record = await tx.responsiblePlay.lock(userId);
  if (!record) return ok(null);
  if (record.excludedUntil && isExcluded(record.excludedUntil, now))
    return err(selfExcluded(record.excludedUntil));
  const amounts = limitsInForce(record.limits, now);
  if (!hasLimitInForce(amounts)) return ok(null);
  const [daily, weekly, monthly] = await tx.responsiblePlay.spentSince(
    userId,
    LIMIT_PERIODS.map((period) => periodStart(period, now)),
  );
  return ok({ amounts, spent: { daily: daily ?? 0, weekly: weekly ?? 0, monthly: monthly ?? 0 } });
}

/**
 * Under the game's spin lock: refuses the spin when its highest possible price (the game's
 * highest-priced available number, the draw's candidates) could take the player past a limit.
 */
export async function checkSpendingLimits(
  tx: Repositories,
  guard: Guard,
  gameId: number,
  now: Date,
): Promise<Result<void, DomainError>> {
  if (!guard) return ok(undefined);
  const highest = await tx.numbers.highestAvailablePrice(gameId);
  const refusal = checkSpin(guard.amounts, guard.spent, highest, now);
  return refusal ? err(refusal) : ok(undefined);
}

/** A free entry is not spending, but a player on a break may not take one either. */
export async function ensureNotExcluded(
  repos: Repositories,
  userId: number,
  now: Date,
): Promise<Result<void, DomainError>> {
  const until = (await repos.responsiblePlay.find(userId))?.excludedUntil ?? null;
  return until && isExcluded(until, now) ? err(selfExcluded(until)) : ok(undefined);
}
