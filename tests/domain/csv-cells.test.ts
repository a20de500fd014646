import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvCell, csvDocument, csvLine } from '../../domain/csv/csv-cells';
import { readCsv } from '../support/csv-reader';

const FORMULA_START = /^[=+\-@\t\r]/;
const cellArb: fc.Arbitrary<CsvCell> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('=1+1', 'z;=2+5;', 'a;+b', ';@x', '-3', '"', ';"=1"', '\t=x'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const rowsArb = fc.array(fc.array(cellArb, { minLength: 1, maxLength: 5 }), { maxLength: 5 });
const header = ['a', 'b'];

describe('every CSV the site writes', () => {
  it('quotes every field, doubles its quotes, and marks a text that starts like a formula', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('Mug, "Deluxe"')).toBe('"Mug, ""Deluxe"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('z;=2+5;')).toBe('"z;=2+5;"');
    expect(csvCell(-3)).toBe(`"'-3"`);
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvLine(['x', 1])).toBe('"x","1"\r\n');
  });

  it('reads back every field as written, formula-like texts with their mark', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const read = readCsv(csvDocument(header, rows));
        expect(read[0]).toEqual(header);
        const written = (cell: CsvCell) =>
          cell === null ? '' : FORMULA_START.test(String(cell)) ? `'${cell}` : String(cell);
        expect(read.slice(1)).toEqual(rows.map((row) => row.map(written)));
      }),
    );
  });

  it("leaves no cell starting like a formula in a spreadsheet that splits on ';' or tab", () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom(';', '\t'), (rows, separator) => {
        const cells = readCsv(csvDocument(header, rows), separator).flat();
        expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
      }),
    );
  });
});
