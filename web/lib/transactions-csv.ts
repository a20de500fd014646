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

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. A field a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading quote mark.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The player's transactions as a CSV document (CRLF line ends, header first). */
export function transactionsCsv(transactions: readonly CsvTransaction[]): string {
  const rows = transactions.map((t) => [
    t.id,
    t.createdAt,
    t.gameName,
    String(t.spinResult),
    t.isFreePlay ? 'Free Spin' : 'Paid Spin',
    plainCents(toCents(t.amount)),
  ]);
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
