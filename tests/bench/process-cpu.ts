import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a case's CPU goes, by process: the server under test, the database (the `postgres`
 * processes: the pool's backends, the LISTEN connection, the WAL writer...; when the bench's database
 * is named, a backend of another database, another session's on a shared machine, counts as rest),
 * the load generator, and the rest (the bench itself, which runs the ceiling's transactions). Read
 * from /proc, so Linux only.
 */
export type CpuRole = 'server' | 'database' | 'load' | 'rest';
export type CpuTicks = Record<CpuRole, number>;
/** CPU milliseconds per operation (a spin, a transaction), by role. */
export type CpuPerOperation = Record<CpuRole, number>;

/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 a second on every Linux port). */
const TICKS_PER_SECOND = 100;

export interface ProcessInfo {
  pid: number;
  /** The command line, NUL-separated as in /proc/<pid>/cmdline. */
  cmdline: string;
  /** utime + stime from /proc/<pid>/stat. */
  ticks: number;
}

/** What the processes of a case are known by: the server's and load generator's ids, the bench's database. */
export interface KnownProcesses {
  server: readonly number[];
  load: number | null;
  database?: string;
}

/** A client backend's title: `postgres: [cluster: ]user database host(port)|[local] ...`. */
const BACKEND = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S*\(\d+\)|\[local\])/;

/** The role of a process, knowing the server's and the load generator's ids and the bench's database. */
export function roleOf(info: ProcessInfo, known: KnownProcesses): CpuRole {
  if (known.server.includes(info.pid)) return 'server';
  if (info.pid === known.load) return 'load';
  if (!info.cmdline.startsWith('postgres')) return 'rest';
  const database = BACKEND.exec(info.cmdline)?.[1];
  return known.database !== undefined && database !== undefined && database !== known.database
    ? 'rest'
    : 'database';
}

/** utime + stime of a /proc/<pid>/stat line (fields 14 and 15; the command may hold spaces). */
export function ticksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Every process's CPU so far; null where /proc is missing (not Linux). */
export function processes(): ProcessInfo[] | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const out: ProcessInfo[] = [];
  for (const pid of pids) {
    try {
      out.push({
        pid: Number(pid),
        cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        ticks: ticksOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

/**
 * Measures `work`'s CPU by role, per operation. A process that ends during the work loses its
 * ticks; one that starts counts from zero.
 */
export async function cpuOf<T>(
  known: KnownProcesses,
  operations: (result: T) => number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerOperation | null }> {
  const before = processes();
  const result = await work();
  const after = processes();
  if (!before || !after) return { result, cpu: null };
  return { result, cpu: perOperation(before, after, known, operations(result)) };
}

export function perOperation(
  before: readonly ProcessInfo[],
  after: readonly ProcessInfo[],
  known: KnownProcesses,
  operations: number,
): CpuPerOperation {
  const start = new Map(before.map((p) => [p.pid, p.ticks]));
  const ticks: CpuTicks = { server: 0, database: 0, load: 0, rest: 0 };
  for (const info of after) {
    ticks[roleOf(info, known)] += info.ticks - (start.get(info.pid) ?? 0);
  }
  const ms = (role: CpuRole) =>
    operations > 0 ? (ticks[role] * 1000) / TICKS_PER_SECOND / operations : Number.NaN;
  return { server: ms('server'), database: ms('database'), load: ms('load'), rest: ms('rest') };
}

export const cpuTotal = (cpu: CpuPerOperation) => cpu.server + cpu.database + cpu.load + cpu.rest;
