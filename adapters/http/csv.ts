import { type CsvCell, csvLine } from '../../domain/csv/csv-cells';

/**
 * A CSV download (its fields written by domain/csv/csv-cells.ts) as a byte stream of the header and then each batch's lines, reading the next batch only when the
 * client has taken the previous one (pull), so the rows in memory are one batch whatever the total.
 */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  row: (item: T) => CsvCell[],
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
