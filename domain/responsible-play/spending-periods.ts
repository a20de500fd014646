/** The periods spending limits count over: calendar days, weeks (from Monday) and months, in UTC. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the period holding `at` began. */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'daily') return new Date(day);
  if (period === 'weekly') return new Date(day - ((at.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** When the period holding `at` ends and the next begins: when its limit resets. */
export function periodEnd(period: LimitPeriod, at: Date): Date {
  const start = periodStart(period, at);
  if (period === 'daily') return new Date(start.getTime() + DAY_MS);
  if (period === 'weekly') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}
