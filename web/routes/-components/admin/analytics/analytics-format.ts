/** How the Analytics tab writes its figures: en-GB dates and counts, percentages, or a dash when unmeasured. */

/** A calendar day 'YYYY-MM-DD' (the server's reporting zone) as day/month/year. */
export function formatDay(date: string, style: 'long' | 'short' = 'long'): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  });
}

export const formatCount = (value: number): string => value.toLocaleString('en-GB');

/** A rate in percent; null (nothing to divide by) is 'n/a'. */
export const formatPercent = (value: number | null): string =>
  value === null ? 'n/a' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

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
