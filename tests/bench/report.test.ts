import { describe, expect, it } from 'vitest';
import { quantile } from './ceilings';
import { compare, comparedRow, formatTable } from './report';

const figure = (requestsPerSecond: number, p99 = 10) => ({ requestsPerSecond, p50: 5, p99 });

describe('compare', () => {
  const reads = { ratio: 0.5, connections: [50] };
  const spins = { ratio: 0.5, connections: [10, 50], p99Ratio: 2.5 };

  it('divides the product by its ceiling and checks the target at its connection counts only', () => {
    const at50 = compare('reads', 50, figure(400), figure(1000), reads);
    expect(at50.ratio).toBeCloseTo(0.4);
    expect(at50.met).toBe(false);
    expect(compare('reads', 50, figure(500), figure(1000), reads).met).toBe(true);
    const at10 = compare('reads', 10, figure(100), figure(1000), reads);
    expect(at10.target).toBeNull();
    expect(at10.met).toBeNull();
    expect(compare('spins', 10, figure(100), figure(1000), spins).met).toBe(false);
    expect(compare('spins', 1, figure(100), figure(1000), spins).met).toBeNull();
  });

  it('misses a p99 target even at a ratio that meets its own', () => {
    expect(compare('spins', 50, figure(600, 30), figure(1000, 10), spins).met).toBe(false);
    expect(compare('spins', 50, figure(600, 25), figure(1000, 10), spins).met).toBe(true);
    // A ceiling p99 under the 1 ms resolution gives no p99 ratio to hold against the target.
    expect(compare('spins', 50, figure(600, 25), figure(1000, 0), spins).met).toBe(true);
  });

  it('gives 0, not infinity, for a ceiling that answered nothing, and no p99 ratio under 1 ms', () => {
    const row = compare('spins', 1, figure(10), figure(0, 0), null);
    expect(row.ratio).toBe(0);
    expect(row.p99Ratio).toBeNull();
    expect(comparedRow(row).slice(6, 9)).toEqual(['<1', '0.00x', '-']);
  });

  it('prints the ratio and the verdict in a row', () => {
    const row = comparedRow(compare('spins', 50, figure(120, 950), figure(1000, 80), spins));
    expect(row).toEqual([
      'spins',
      '50',
      '120',
      '5',
      '950',
      '1000',
      '80',
      '0.12x',
      '11.9x',
      'BELOW (target 0.5x, p99 <= 2.5x)',
    ]);
  });
});

describe('formatTable', () => {
  it('pads columns to their widest cell and right-aligns numbers', () => {
    expect(
      formatTable(
        ['case', 'req/s'],
        [
          ['a', '5'],
          ['longer', '1200'],
        ],
      ),
    ).toBe(['case    req/s', '------  -----', 'a           5', 'longer   1200'].join('\n'));
  });
});

describe('quantile', () => {
  it('takes the nearest rank of sorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile(samples, 0.99)).toBe(99);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
