import { formatPercent } from '../../../../lib/us-format';

/** How the Analytics tab writes durations and growth ('n/a' when unmeasured); dates and counts are lib/us-format's. */
/** Seconds as '7m 05s' (or '45s', '1h 02m'); null (no visit measured) is 'n/a'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'n/a';
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${two(m)}m` : m > 0 ? `${m}m ${two(s)}s` : `${s}s`;
}

/** Growth with its sign, e.g. '+12.5%'. */
export const formatGrowth = (value: number | null): string =>
  value === null ? 'n/a' : `${value > 0 ? '+' : ''}${formatPercent(value)}`;
