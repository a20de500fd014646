import type { DomainErrorOf } from '../shared/errors';
import { type Cents, formatDollars } from '../shared/money';
import { type LimitPeriod, periodEnd } from './spending-periods';

export { LIMIT_PERIODS, type LimitPeriod } from './spending-periods';

/** A raise or removal asked for, waiting its 24 hours; amount null removes the limit. */
interface PendingRaise {
  amount: Cents | null;
  appliesAt: Date;
}

/** One limit: the amount in force (null: none) and a raise waiting to apply. */
export interface LimitSetting {
  amount: Cents | null;
  pending: PendingRaise | null;
}

export type SpendingLimits = Record<LimitPeriod, LimitSetting>;
export type LimitAmounts = Record<LimitPeriod, Cents | null>;
export type Spending = Record<LimitPeriod, Cents>;

/** A raise or a removal waits this long; a lower limit applies at once (the UK code's cooling-off). */
const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const NO_LIMITS: SpendingLimits = {
  daily: { amount: null, pending: null },
  weekly: { amount: null, pending: null },
  monthly: { amount: null, pending: null },
};

const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** Is `a` a tighter limit than `b` (null: no limit)? */
const lower = (a: Cents | null, b: Cents | null) => a !== null && (b === null || a < b);

/** The limit in force at `now`: a pending raise applies once its 24 hours are over. */
function amountInForce(setting: LimitSetting, now: Date): Cents | null {
  const { pending } = setting;
  return pending && pending.appliesAt.getTime() <= now.getTime() ? pending.amount : setting.amount;
}

/** The stored limits with every raise whose time has come applied. */
export function settle(limits: SpendingLimits, now: Date): SpendingLimits {
  const settled = { ...limits };
  for (const period of PERIODS) {
    const setting = limits[period];
    if (setting.pending && setting.pending.appliesAt.getTime() <= now.getTime()) {
      settled[period] = { amount: setting.pending.amount, pending: null };
    }
  }
  return settled;
}

export function limitsInForce(limits: SpendingLimits, now: Date): LimitAmounts {
  return {
    daily: amountInForce(limits.daily, now),
    weekly: amountInForce(limits.weekly, now),
    monthly: amountInForce(limits.monthly, now),
  };
}

/**
 * The player asks for new limits. Lowering (or keeping) a limit applies at once and drops a waiting
 * raise; raising or removing one waits 24 hours from when it was asked. Asking again for the raise
 * already waiting keeps its time, so resending the form never restarts the wait.
 */
export function changeLimits(stored: SpendingLimits, requested: LimitAmounts, now: Date): SpendingLimits {
  const current = settle(stored, now);
  const changed = { ...current };
  for (const period of PERIODS) {
    const { amount, pending } = current[period];
    const wanted = requested[period];
    if (wanted === amount || lower(wanted, amount)) {
      changed[period] = { amount: wanted, pending: null };
    } else if (pending && pending.amount === wanted) {
      changed[period] = current[period];
    } else {
      changed[period] = {
        amount,
        pending: { amount: wanted, appliesAt: new Date(now.getTime() + RAISE_DELAY_MS) },
      };
    }
  }
  return changed;
}

export const hasLimitInForce = (amounts: LimitAmounts) => PERIODS.some((p) => amounts[p] !== null);

const NAMES: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };

/**
 * May a spin whose price can be up to `highestPrice` go ahead? Refused when it could take the
 * player's spending in any period past that period's limit in force (the tightest one is named).
 */
export function checkSpin(
  amounts: LimitAmounts,
  spent: Spending,
  highestPrice: Cents,
  now: Date,
): DomainErrorOf<'LIMIT_REACHED'> | null {
  let refusal: DomainErrorOf<'LIMIT_REACHED'> | null = null;
  let tightest = Number.POSITIVE_INFINITY;
  for (const period of PERIODS) {
    const limit = amounts[period];
    if (limit === null || spent[period] + highestPrice <= limit) continue;
    const left = Math.max(0, limit - spent[period]);
    if (left < tightest) {
      tightest = left;
      refusal = limitReached(period, limit, left, highestPrice, periodEnd(period, now));
    }
  }
  return refusal;
}

export function limitReached(
  period: LimitPeriod,
  limit: Cents,
  left: Cents,
  highestPrice: Cents,
  resetsAt: Date,
): DomainErrorOf<'LIMIT_REACHED'> {
  const when = resetsAt.toISOString().slice(0, 16).replace('T', ' at ');
  return {
    code: 'LIMIT_REACHED',
    message:
      `Your ${NAMES[period]} spending limit of $${formatDollars(limit)} is reached: $${formatDollars(left)} is left ` +
      `and this spin can cost up to $${formatDollars(highestPrice)}. It resets on ${when} UTC.`,
    limit: period,
    limitAmount: limit / 100,
    remaining: left / 100,
    highestPrice: highestPrice / 100,
    resetsAt: resetsAt.toISOString(),
  };
}
