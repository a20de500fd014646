import { averageSpentCents, totalSpentCents } from '../../domain/payments/net-spent';
import type { RefundStatus } from '../../domain/payments/refund-progress';
import { formatAmount } from './format';

/** Integer cents from the dollars the server sends (e.g. 12.5 -> 1250), so sums never drift. */
export function toCents(dollars: number | string | null | undefined): number {
  const amount = Number(dollars ?? 0);
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** '$1,234.50' from 123450 cents: always 2 decimals, (docs/rules/player-pages.md, History pages) (the site's one money format). */
export function formatCents(cents: number): string {
  return formatAmount(cents / 100);
}

/** Plain '1234.50' for files (no symbol, no grouping). */
export function plainCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

type SentCharge = { amount: number; refund: { status: RefundStatus; amount: number } | null };

/** The charges as the domain reads them, in cents, from the dollars the server sends. */
const chargesOf = (transactions: readonly SentCharge[]) =>
  transactions.map((t) => ({
    amountCents: toCents(t.amount),
    refund: t.refund ? { status: t.refund.status, amountCents: toCents(t.refund.amount) } : null,
  }));

/** 'Total Spent' of transactions as the server sends them (dollars): net of the confirmed refunds. */
export const spentCents = (transactions: readonly SentCharge[]): number =>
  totalSpentCents(chargesOf(transactions));

/** 'Average Spin' / 'Average Cost': the same net total over the transactions counted (domain/payments/net-spent.ts). */
export const averageSpentOf = (transactions: readonly SentCharge[]): number =>
  averageSpentCents(chargesOf(transactions));
