import type { DomainErrorOf } from '../shared/errors';

/** The breaks a player may take; none can be ended early, by the player or an administrator. */
export const BREAK_PERIODS = ['24h', '7d', '30d', '6m', '1y', '5y'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];

export const BREAK_LABELS: Record<BreakPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};

const HOUR_MS = 60 * 60 * 1000;

/** When a break of `period` taken at `from` ends (months and years on the UTC calendar). */
export function breakEnd(period: BreakPeriod, from: Date): Date {
  const end = new Date(from.getTime());
  if (period === '24h') return new Date(from.getTime() + 24 * HOUR_MS);
  if (period === '7d') return new Date(from.getTime() + 7 * 24 * HOUR_MS);
  if (period === '30d') return new Date(from.getTime() + 30 * 24 * HOUR_MS);
  if (period === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  if (period === '1y') end.setUTCFullYear(end.getUTCFullYear() + 1);
  if (period === '5y') end.setUTCFullYear(end.getUTCFullYear() + 5);
  return end;
}

/**
 * The end of the player's exclusion after taking a break: a break only ever lengthens it, so a
 * shorter break taken during a longer one cannot end the longer one early.
 */
export function extendExclusion(until: Date | null, period: BreakPeriod, now: Date): Date {
  const end = breakEnd(period, now);
  return until && until.getTime() > end.getTime() ? until : end;
}

export function isExcluded(until: Date | null, at: Date): boolean {
  return until !== null && until.getTime() > at.getTime();
}

export function selfExcluded(until: Date): DomainErrorOf<'SELF_EXCLUDED'> {
  const when = until.toISOString().slice(0, 16).replace('T', ' at ');
  return {
    code: 'SELF_EXCLUDED',
    message: `You are taking a break from play until ${when} UTC. Spins are not available until then.`,
    excludedUntil: until.toISOString(),
  };
}
