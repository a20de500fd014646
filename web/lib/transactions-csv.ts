import { csvDocument } from '../../domain/csv/csv-cells';
import { REFUND_LABELS, type RefundStatus } from '../../domain/payments/refund-progress';
import { plainCents, toCents } from './cents';

export interface CsvTransaction {
  id: string;
  createdAt: string;
  gameName: string;
  spinResult: number;
  isFreePlay: boolean;
  amount: number;
  /** The charge's refund, if one was opened (a cancelled game). */
  refund?: { status: RefundStatus; amount: number } | null;
}

export const CSV_HEADER = [
  'Transaction ID',
  'Date',
  'Game',
  'Number',
  'Type',
  'Amount (USD)',
  'Refund',
  'Refunded (USD)',
];

/** The player's transactions as a CSV document (CRLF line ends, header first). */
export function transactionsCsv(transactions: readonly CsvTransaction[]): string {
  const rows = transactions.map((t) => [
    t.id,
    t.createdAt,
    t.gameName,
    t.spinResult,
    t.isFreePlay ? 'Free Spin' : 'Paid Spin',
    plainCents(toCents(t.amount)),
    t.refund ? REFUND_LABELS[t.refund.status] : '',
    t.refund?.status === 'refunded' ? plainCents(toCents(t.refund.amount)) : '',
  ]);
  return csvDocument(CSV_HEADER, rows);
}
