/**
 * CSV as every export of the site writes it (RFC 4180, CRLF line ends). Shared by the server and the
 * browser, so it imports nothing.
 */

export type CsvCell = string | number | boolean | null;

/** A spreadsheet runs a text starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, always quoted, a quote doubled. Quoting every field keeps every other list separator a
 * spreadsheet may use (`;` in many locales) inside quotes, so it never splits a field into a new cell
 * that could start like a formula; a text that itself starts like one gets a leading quote mark
 * inside the quotes, so a spreadsheet shows it rather than runs it (a negative number too: the first
 * field of a line begins the one cell such a spreadsheet makes of it).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '""';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One record: its fields and the CRLF that ends it. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole document: the header, then each row. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [header, ...rows].map(csvLine).join('');
