import {
  hasLimitInForce,
  type LimitAmounts,
  limitsInForce,
} from '../../domain/responsible-play/spending-limits';
import { LIMIT_PERIODS, periodStart } from '../../domain/responsible-play/spending-periods';
import type { Cents } from '../../domain/shared/money';
import type { ResponsiblePlay, ResponsiblePlayStore } from './ports/responsible-play-store';

/** The limits a charge is checked against and what the player spent in each of their periods. */
export interface LimitsAndSpending {
  /** The limits in force (null: the player has none, so nothing was read). */
  limits: LimitAmounts | null;
  /** Where each period (daily, weekly, monthly) began. */
  starts: Date[];
  /** The player's spending since each start (empty when they have no limits). */
  spentList: Cents[];
}

/** Reads what the charge gate's limit check needs for this player from their record. */
export async function limitsAndSpending(
  store: Pick<ResponsiblePlayStore, 'spentSince'>,
  userId: number,
  record: Pick<ResponsiblePlay, 'limits'> | null,
  now: Date,
): Promise<LimitsAndSpending> {
  const amounts = record ? limitsInForce(record.limits, now) : null;
  const limits = amounts && hasLimitInForce(amounts) ? amounts : null;
  const starts = LIMIT_PERIODS.map((period) => periodStart(period, now));
  const spentList = limits ? await store.spentSince(userId, starts) : [];
  return { limits, starts, spentList };
}
