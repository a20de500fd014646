/** A figure measured at some connections: successful answers per second and latency (ms). */
export interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** A product figure beside the machine's ceiling for the same work, in the same run. */
export interface Compared {
  name: string;
  connections: number;
  product: Figure;
  ceiling: Figure;
  /** product requests/s over ceiling requests/s. */
  ratio: number;
  /** product p99 over ceiling p99 (null when the ceiling's p99 is under the 1 ms resolution). */
  p99Ratio: number | null;
  /** The target, when one is set for this case at this many connections. */
  target: Target | null;
  /** Whether the product met it (null without a target). */
  met: boolean | null;
}

/**
 * A case's target: at least `ratio` of the ceiling's requests per second, and with `p99Ratio` a p99 at
 * most that many times the ceiling's, at each of `connections`.
 */
export interface Target {
  ratio: number;
  connections: readonly number[];
  p99Ratio?: number;
}

export function compare(
  name: string,
  connections: number,
  product: Figure,
  ceiling: Figure,
  target: Target | null,
): Compared {
  const ratio = ceiling.requestsPerSecond > 0 ? product.requestsPerSecond / ceiling.requestsPerSecond : 0;
  const p99Ratio = ceiling.p99 >= 1 ? product.p99 / ceiling.p99 : null;
  const checked = target?.connections.includes(connections) ? target : null;
  return {
    name,
    connections,
    product,
    ceiling,
    ratio,
    p99Ratio,
    target: checked,
    met: checked === null ? null : meets(checked, ratio, p99Ratio),
  };
}

/** A p99 under the ceiling's 1 ms resolution has no ratio and meets any p99 target. */
function meets(target: Target, ratio: number, p99Ratio: number | null): boolean {
  const p99Met = target.p99Ratio === undefined || p99Ratio === null || p99Ratio <= target.p99Ratio;
  return ratio >= target.ratio && p99Met;
}

/** The target in words: `0.5x` or `0.5x, p99 <= 2.5x`. */
export function targetText(target: Target): string {
  return target.p99Ratio === undefined ? `${target.ratio}x` : `${target.ratio}x, p99 <= ${target.p99Ratio}x`;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** Latencies in whole ms (autocannon's resolution); under 1 ms shows as <1. */
const millis = (value: number) => (value < 1 ? '<1' : fixed(value, 0));

/** One table row of a comparison: the product's figures, the ceiling's, the ratio and the target. */
export function comparedRow(row: Compared): string[] {
  const verdict =
    row.met === null || row.target === null
      ? ''
      : `${row.met ? 'ok' : 'BELOW'} (target ${targetText(row.target)})`;
  return [
    row.name,
    String(row.connections),
    fixed(row.product.requestsPerSecond, 0),
    millis(row.product.p50),
    millis(row.product.p99),
    fixed(row.ceiling.requestsPerSecond, 0),
    millis(row.ceiling.p99),
    `${fixed(row.ratio, 2)}x`,
    row.p99Ratio === null ? '-' : `${fixed(row.p99Ratio, 1)}x`,
    verdict,
  ];
}

export const COMPARED_HEADERS = [
  'case',
  'conn',
  'req/s',
  'p50 ms',
  'p99 ms',
  'ceiling/s',
  'ceil p99',
  'req/s ratio',
  'p99 ratio',
  '',
];

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = /^(<1|[\d.,x-]+( ms| KB|x)?)$/;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        numeric.test(cell) && i > 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
