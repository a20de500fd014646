import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTransactionSearch } from '../../web/lib/transaction-filter';
import { filterTransactions } from '../../web/lib/transaction-filter-apply';
import { CSV_HEADER, transactionsCsv } from '../../web/lib/transactions-csv';
import { readCsv } from '../support/csv-reader';

const transaction = (over: Partial<Parameters<typeof transactionsCsv>[0][number]> = {}) => ({
  id: 'c-1',
  createdAt: '2026-03-04T15:07:00.000Z',
  gameName: 'Mug Draw',
  spinResult: 37,
  isFreePlay: false,
  amount: 37,
  ...over,
});

describe('the transactions CSV export', () => {
  it('writes a header and one row per transaction, amounts with 2 decimals, every field quoted', () => {
    const csv = transactionsCsv([transaction(), transaction({ id: 'c-2', isFreePlay: true, amount: 0 })]);
    expect(csv).toBe(
      '"Transaction ID","Date","Game","Number","Type","Amount (USD)","Refund","Refunded (USD)"\r\n' +
        '"c-1","2026-03-04T15:07:00.000Z","Mug Draw","37","Paid Spin","37.00","",""\r\n' +
        '"c-2","2026-03-04T15:07:00.000Z","Mug Draw","37","Free Spin","0.00","",""\r\n',
    );
  });

  it("names a charge's refund: the amount only once the refund is confirmed", () => {
    const rows = readCsv(
      transactionsCsv([
        transaction({ refund: { status: 'refunded', amount: 37 } }),
        transaction({ id: 'c-2', refund: { status: 'pending', amount: 37 } }),
        transaction({ id: 'c-3', refund: { status: 'failed', amount: 37 } }),
      ]),
    );
    expect(rows.slice(1).map((row) => row.slice(6))).toEqual([
      ['Refunded', '37.00'],
      ['Refund pending', ''],
      ['Refund failed — retrying', ''],
    ]);
  });

  it('reads back every game name as written (formula-like names with their guard quote)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (names) => {
        const rows = readCsv(transactionsCsv(names.map((gameName) => transaction({ gameName }))));
        expect(rows[0]).toEqual(CSV_HEADER);
        expect(rows.slice(1).map((row) => row[2])).toEqual(
          names.map((name) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name)),
        );
        expect(rows.slice(1).every((row) => row.length === CSV_HEADER.length)).toBe(true);
      }),
    );
  });

  it('avoids float drift: $0.10 + $0.20 style amounts are written to the cent', () => {
    expect(transactionsCsv([transaction({ amount: 0.1 + 0.2 })])).toContain(',"0.30","",""\r\n');
  });
});

describe('the /transactions filter in the query string', () => {
  it('keeps valid values and drops malformed or unknown ones', () => {
    expect(parseTransactionSearch({ kind: 'paid', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      kind: 'paid',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(parseTransactionSearch({ kind: 'refund', from: '2026-02-30', to: 20260301, x: 1 })).toEqual({});
    expect(parseTransactionSearch({ from: '2026-3-1', to: '<script>' })).toEqual({});
    expect(parseTransactionSearch({ kind: 'refunded' })).toEqual({ kind: 'refunded' });
  });

  it('keeps only the charges with a refund under Refunded', () => {
    const at = '2026-03-04T15:07:00.000Z';
    const items = [
      { id: 'a', isFreePlay: false, createdAt: at, refund: null },
      { id: 'b', isFreePlay: false, createdAt: at, refund: { status: 'pending' } },
      { id: 'c', isFreePlay: true, createdAt: at, refund: null },
    ];
    expect(filterTransactions(items, { kind: 'refunded' }).map((i) => i.id)).toEqual(['b']);
    expect(filterTransactions(items, { kind: 'paid' }).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('filters by kind and by local day, both ends included', () => {
    const local = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();
    const items = [
      { id: 'a', isFreePlay: true, createdAt: local(2026, 3, 1, 0) },
      { id: 'b', isFreePlay: false, createdAt: local(2026, 3, 2, 23) },
      { id: 'c', isFreePlay: false, createdAt: local(2026, 3, 3, 12) },
    ];
    const ids = (search: Record<string, unknown>) =>
      filterTransactions(items, parseTransactionSearch(search)).map((i) => i.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ kind: 'free' })).toEqual(['a']);
    expect(ids({ kind: 'paid' })).toEqual(['b', 'c']);
    expect(ids({ from: '2026-03-02' })).toEqual(['b', 'c']);
    expect(ids({ from: '2026-03-01', to: '2026-03-02' })).toEqual(['a', 'b']);
    expect(ids({ kind: 'paid', to: '2026-03-02' })).toEqual(['b']);
    expect(ids({ from: '2026-03-03', to: '2026-03-01' })).toEqual([]);
  });
});
