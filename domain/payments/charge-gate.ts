import { paidPlayEligibility } from '../accounts/eligibility-policy';
import type { User } from '../accounts/user';
import { gameNotFound, gameNotLive } from '../games/game.errors';
import type { GameStatus } from '../games/game-status';
import { isExcluded, selfExcluded } from '../responsible-play/self-exclusion';
import { checkSpin, type LimitAmounts, type Spending } from '../responsible-play/spending-limits';
import { underMaintenance } from '../settings/settings';
import type { DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/** Everything the decision reads, taken under the player's and then the game's lock. */
export interface ChargeRequest {
  maintenance: boolean;
  player: Pick<User, 'state'>;
  /** The end of the player's break (null: never took one). */
  excludedUntil: Date | null;
  /** The game's status now, or null when it does not exist any more (deleted). */
  gameStatus: GameStatus | null;
  gameStartTime: Date | null;
  /** The limits in force (null: the player has none). */
  limits: LimitAmounts | null;
  /** What the player spent in each period, not counting this charge. */
  spent: Spending;
  /** The most this charge can cost: a spin's dearest candidate, or a held number's price. */
  amount: Cents;
  now: Date;
}

/**
 * What is checked under the player's and the game's locks, in the order a refusal names the first
 * that failed: the game live, a number for sale (not all reserved, not only free ones left), the
 * player's paid entries under the game's cap, then the spending limits. The spin desks check every one
 * under their locks and report each that failed (spin_paid, the in-memory desk); the order is only here.
 */
export const LOCKED_CHARGE_CHECKS = ['game-live', 'number-for-sale', 'entry-cap', 'spending-limit'] as const;
export type LockedChargeCheck = (typeof LOCKED_CHARGE_CHECKS)[number];

/** The check a refusal names among those that failed under the lock: the first in LOCKED_CHARGE_CHECKS. */
export function firstFailedCheck(failed: readonly string[]): LockedChargeCheck | null {
  return LOCKED_CHARGE_CHECKS.find((check) => failed.includes(check)) ?? null;
}

/**
 * May this player be charged this amount in this game now? One decision for every way a card can
 * newly be charged (a paid spin, paying a held number), answering the same error whichever asks, in
 * the order a spin checks: maintenance, eligibility, break, then the game and the spending limits in
 * the order of LOCKED_CHARGE_CHECKS.
 */
export function chargeGate(r: ChargeRequest): Result<void, DomainError> {
  if (r.maintenance) return err(underMaintenance());
  const eligible = paidPlayEligibility(r.player);
  if (!eligible.ok) return eligible;
  if (r.excludedUntil && isExcluded(r.excludedUntil, r.now)) return err(selfExcluded(r.excludedUntil));
  const status = r.gameStatus;
  if (status === null) return err(gameNotFound());
  // A held number is the player's already: no number is drawn, no entry added.
  const refusals: Record<LockedChargeCheck, () => DomainError | null> = {
    'game-live': () => (status === 'live' ? null : gameNotLive(status, r.gameStartTime ?? undefined)),
    'number-for-sale': () => null,
    'entry-cap': () => null,
    'spending-limit': () => (r.limits ? checkSpin(r.limits, r.spent, r.amount, r.now) : null),
  };
  for (const check of LOCKED_CHARGE_CHECKS) {
    const refusal = refusals[check]();
    if (refusal) return err(refusal);
  }
  return ok(undefined);
}

/** A refusal after which the game can no longer sell the number (its hold goes back at once). */
export function gameCannotSell(error: DomainError): boolean {
  return ['NOT_FOUND', 'GAME_ENDED', 'GAME_COMPLETE', 'GAME_NOT_STARTED'].includes(error.code);
}
