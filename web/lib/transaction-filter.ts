/**
 * What the /transactions Filter keeps in the query string:
 * ?kind=free|paid|refunded&from=YYYY-MM-DD&to=YYYY-MM-DD (refunded: a refund was opened, whatever its stage).
 */
export type TransactionKind = 'all' | 'free' | 'paid' | 'refunded';

const KINDS = ['free', 'paid', 'refunded'] as const;

export interface TransactionSearch {
  kind?: (typeof KINDS)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, or undefined. */
export function parseIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : undefined;
}

/**
 * Validates the query string: anything unknown or malformed is dropped, never trusted. All three
 * keys are always present (undefined when absent) so that a raw value the router passes down from
 * the root route's unvalidated search cannot show through.
 */
export function parseTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  return {
    kind: KINDS.find((kind) => kind === search.kind),
    from: parseIsoDate(search.from),
    to: parseIsoDate(search.to),
  };
}

/** The day a moment falls on in the player's own time zone, as YYYY-MM-DD. */
export function localDateOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isRangeReversed(search: TransactionSearch): boolean {
  return Boolean(search.from && search.to && search.from > search.to);
}

export function isFiltered(search: TransactionSearch): boolean {
  return Boolean(search.kind || search.from || search.to);
}

interface Filterable {
  isFreePlay: boolean;
  createdAt: string;
  refund?: unknown;
}

/** The entries matching the filter: free, paid or refunded, and made between from and to (both days included). */
export function filterTransactions<T extends Filterable>(
  items: readonly T[],
  search: TransactionSearch,
): T[] {
  return items.filter((item) => {
    if (search.kind === 'free' && !item.isFreePlay) return false;
    if (search.kind === 'paid' && item.isFreePlay) return false;
    if (search.kind === 'refunded' && !item.refund) return false;
    const day = localDateOf(item.createdAt);
    if (search.from && day < search.from) return false;
    if (search.to && day > search.to) return false;
    return true;
  });
}
