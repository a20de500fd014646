import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** The CPU's busy and idle time so far, summed over every core (the first line of /proc/stat). */
export interface CpuTimes {
  idle: number;
  total: number;
}

/** Reads `cpu  user nice system idle iowait irq softirq steal ...`: idle and iowait count as idle. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 5 || fields.some((value) => !Number.isFinite(value))) return null;
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** The share of the CPU left idle between two readings (1 when no time passed). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 1 : (after.idle - before.idle) / total;
}

export interface AtRest {
  /** How long the wait took, in seconds. */
  waitedSeconds: number;
  /** The CPU's idle share over the last window, in percent. */
  idlePercent: number;
  /** Whether the machine came to rest before the wait's limit. */
  atRest: boolean;
}

const readCpuTimes = async () => parseCpuTimes(await readFile('/proc/stat', 'utf8').catch(() => ''));

/**
 * Waits until the machine is at rest: two windows in a row with the CPU at least `idleAtLeast` idle,
 * or `maxWaitMs` at most. A server that has just taken thousands of spins still renders their receipts
 * and its database still cleans up after them for a while; a page measured meanwhile shares the cores
 * with that backlog. Without /proc/stat it answers at once.
 */
export async function untilMachineAtRest({
  idleAtLeast = 0.8,
  windowMs = 2_000,
  maxWaitMs = 240_000,
} = {}): Promise<AtRest> {
  const started = performance.now();
  let quietWindows = 0;
  let idle = 1;
  let before = await readCpuTimes();
  while (before && quietWindows < 2 && performance.now() - started < maxWaitMs) {
    await delay(windowMs);
    const after = await readCpuTimes();
    if (!after) break;
    idle = idleShare(before, after);
    quietWindows = idle >= idleAtLeast ? quietWindows + 1 : 0;
    before = after;
  }
  return {
    waitedSeconds: Math.round((performance.now() - started) / 100) / 10,
    idlePercent: Math.round(idle * 100),
    atRest: quietWindows >= 2 || before === null,
  };
}
