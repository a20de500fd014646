import { inject, injectable } from 'inversify';
import { isExcluded } from '../../domain/responsible-play/self-exclusion';
import { type LimitAmounts, limitsInForce, NO_LIMITS } from '../../domain/responsible-play/spending-limits';
import {
  LIMIT_PERIODS,
  type LimitPeriod,
  periodEnd,
  periodStart,
} from '../../domain/responsible-play/spending-periods';
import type { Cents } from '../../domain/shared/money';
import type { Clock } from '../shared/ports/clock';
import { CLOCK } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';
import { LIMITS } from './tokens';

export interface SpendingSummary {
  spent: Record<LimitPeriod | 'allTime', Cents>;
  limits: LimitAmounts;
  resetsAt: Record<LimitPeriod, Date>;
  excludedUntil: Date | null;
  /** Spent since the start of the player's play session, when one was given (the 30-minute reminder). */
  session: { since: Date; spent: Cents } | null;
}

/** The dashboard's spending: today, this week, this month and all time, against the limits in force. */
@injectable()
export class GetSpendingSummary {
  constructor(
    @inject(LIMITS)
    private readonly store: Pick<ResponsiblePlayStore, 'find' | 'spentSince'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, sessionStart?: Date): Promise<SpendingSummary> {
    const now = this.clock.now();
    const record = await this.store.find(userId);
    const starts = LIMIT_PERIODS.map((period) => periodStart(period, now));
    const [daily = 0, weekly = 0, monthly = 0, allTime = 0, session = 0] = await this.store.spentSince(
      userId,
      [...starts, new Date(0), ...(sessionStart ? [sessionStart] : [])],
    );
    const until = record?.excludedUntil ?? null;
    return {
      spent: { daily, weekly, monthly, allTime },
      limits: limitsInForce(record?.limits ?? NO_LIMITS, now),
      resetsAt: {
        daily: periodEnd('daily', now),
        weekly: periodEnd('weekly', now),
        monthly: periodEnd('monthly', now),
      },
      excludedUntil: until && isExcluded(until, now) ? until : null,
      session: sessionStart ? { since: sessionStart, spent: session } : null,
    };
  }
}
