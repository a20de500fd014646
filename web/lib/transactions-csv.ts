import { csvDocument } from '../../domain/csv/csv-cells';
import { plainCents, toCents } from './cents';

export interface CsvTransaction {
  id: string;
  createdAt: string;
  gameName: string;
  spinResult: number;
  isFreePlay: boolean;
  amount: number;
}

export const CSV_HEADER = ['Transaction ID', 'Date', 'Game', 'Number', 'Type', 'Amount (USD)'];

/** The player's transactions as a CSV document (CRLF line ends, header first). */
export function transactionsCsv(transactions: readonly CsvTransaction[]): string {
  const rows = transactions.map((t) => [
    t.id,
    t.createdAt,
    t.gameName,
    t.spinResult,
    t.isFreePlay ? 'Free Spin' : 'Paid Spin',
    plainCents(toCents(t.amount)),
  ]);
  return csvDocument(CSV_HEADER, rows);
}
