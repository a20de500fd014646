import type { TransactionSearch } from './transaction-filter';

/*
 * Applying the /transactions Filter (its query string is read by transaction-filter.ts, which the route
 * loads with the app; this part loads with the page).
 */

/** The day a moment falls on in the player's own time zone, as YYYY-MM-DD. */
function localDateOf(iso: string): string {
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
