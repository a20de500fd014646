const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole-dollar prize values, e.g. '$500'. */
export function formatPrizeValue(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** A date with its time, e.g. 'Nov 26, 2026, 3:05 PM': games last hours, so the day alone is not enough. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function percentComplete(total: number, left: number): number {
  if (!(total > 0)) return 0;
  return Math.round(((total - Math.max(0, left)) / total) * 100);
}

const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts charged or owed, always with 2 decimals, e.g. '$37.00'. */
export function formatAmount(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return cents.format(Number.isFinite(amount) ? amount : 0);
}

/** 'the Summer Draw' for a game named so, 'the Big Screen TV draw' otherwise: never 'Draw draw'. */
export function theDrawOf(gameName: string): string {
  return /\bdraw$/i.test(gameName.trim()) ? `the ${gameName.trim()}` : `the ${gameName} draw`;
}
