import { formatNumber, formatPercent } from '../../../lib/us-format';

/** How the System tab writes measured figures: sizes, durations and rates, each with its unit. */

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

export const formatMs = (ms: number): string => `${formatNumber(ms, ms < 10 ? 2 : 0)} ms`;

/** Requests per minute over the window. */
export const perMinute = (requests: number, windowSeconds: number): string =>
  formatNumber(requests / (windowSeconds / 60), 1);

/** Share of answers that were server errors, as a percentage; '0%' with no requests. */
export function errorRate(errors: number, requests: number): string {
  const rate = requests === 0 ? 0 : (errors / requests) * 100;
  return formatPercent(rate);
}
