/**
 * What the /transactions Filter keeps in the query string:
 * ?kind=free|paid|refunded&from=YYYY-MM-DD&to=YYYY-MM-DD (refunded: a refund was opened, whatever its stage).
 */
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
