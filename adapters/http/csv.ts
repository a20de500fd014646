/** RFC 4180 CSV, written a batch at a time. */

type Cell = string | number | boolean | null;

/**
 * One field: quoted when it holds a comma, quote or line break; a text starting like a formula
 * (=, +, -, @, tab, CR) is prefixed with ' so a spreadsheet shows it rather than runs it (OWASP).
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * A byte stream of the header and then each batch's lines, reading the next batch only when the
 * client has taken the previous one (pull), so the rows in memory are one batch whatever the total.
 */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  row: (item: T) => Cell[],
) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((item) => csvLine(row(item))).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
