import { type CpuPerOperation, cpuTotal } from './process-cpu';
import { type Compared, formatTable } from './report';

/** A spin case with the CPU each process spent per spin, and per transaction of its ceiling. */
export interface SpinCompared extends Compared {
  /** Null where /proc is missing (not Linux). */
  cpu: { product: CpuPerOperation; ceiling: CpuPerOperation } | null;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');

/**
 * The spins' CPU by process, beside the ceiling's: what bounds the rate once the machine's cores are
 * busy (2 cores give at most 2,000 ms of CPU a second, shared by every process).
 */
export function spinCpuText(rows: readonly SpinCompared[]): string {
  const measured = rows.filter((row) => row.cpu !== null);
  if (measured.length === 0) return 'CPU per spin: not measured (no /proc)';
  const table = formatTable(
    [
      'case',
      'conn',
      'server',
      'database',
      'load',
      'rest',
      'total',
      'ceiling db',
      'ceiling rest',
      'ceiling total',
    ],
    measured.map((row) => {
      const { product, ceiling } = row.cpu as NonNullable<SpinCompared['cpu']>;
      return [
        row.name,
        String(row.connections),
        ms(product.server),
        ms(product.database),
        ms(product.load),
        ms(product.rest),
        ms(cpuTotal(product)),
        ms(ceiling.database),
        ms(ceiling.rest),
        ms(cpuTotal(ceiling)),
      ];
    }),
  );
  return (
    'CPU ms per paid spin, by process (/proc; server: the server under test with its background loops; ' +
    "database: the postgres processes but other databases' backends; rest: the bench and anything else), " +
    'beside the ceiling per transaction ' +
    '(its client is the bench, under rest):\n' +
    table
  );
}
