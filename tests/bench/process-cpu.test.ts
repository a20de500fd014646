import { describe, expect, it } from 'vitest';
import { spinCpuText } from './cpu-report';
import { type ProcessInfo, perOperation, roleOf, ticksOfStat } from './process-cpu';
import { compare } from './report';

const known = { server: [10], load: 20 };
const info = (pid: number, cmdline: string, ticks: number): ProcessInfo => ({ pid, cmdline, ticks });

describe('CPU by process', () => {
  it('reads utime + stime of a stat line whose command holds spaces and parentheses', () => {
    const stat = '4321 (node (worker) x) S 1 4321 4321 0 -1 4194560 500 0 0 0 1250 375 0 0 20 0 11 0';
    expect(ticksOfStat(stat)).toBe(1625);
  });

  it('names the server and the load generator by id, the database by its command, the rest otherwise', () => {
    expect(roleOf(info(10, 'node\0dist/server/main.js', 0), known)).toBe('server');
    expect(roleOf(info(20, 'node\0load-process.mjs', 0), known)).toBe('load');
    expect(roleOf(info(30, 'postgres: 15/main: postgres bench 127.0.0.1(5000) idle', 0), known)).toBe(
      'database',
    );
    expect(roleOf(info(40, 'node\0tests/bench/run.ts', 0), known)).toBe('rest');
  });

  it("counts another database's backends as rest once the bench's database is named, the server's own processes as the database", () => {
    const named = { ...known, database: 'bench' };
    const role = (cmdline: string) => roleOf(info(30, cmdline, 0), named);
    expect(role('postgres: 15/main: postgres bench 127.0.0.1(5000) idle')).toBe('database');
    expect(role('postgres: postgres bench [local] SELECT')).toBe('database');
    expect(role('postgres: 15/main: postgres other_test 127.0.0.1(5001) idle')).toBe('rest');
    expect(role('postgres: 15/main: walwriter ')).toBe('database');
    expect(role('postgres: 15/main: logical replication launcher ')).toBe('database');
    expect(role('postgres: 15/main: autovacuum worker other_test')).toBe('database');
  });

  it('divides each role’s ticks (1/100 s) by the operations; a process started meanwhile counts whole', () => {
    const before = [info(10, 's', 100), info(20, 'l', 50), info(30, 'postgres: a', 10)];
    const after = [
      info(10, 's', 300),
      info(20, 'l', 60),
      info(30, 'postgres: a (title changed)', 110),
      info(31, 'postgres: new backend', 100),
    ];
    expect(perOperation(before, after, known, 1000)).toEqual({ server: 2, database: 2, load: 0.1, rest: 0 });
  });

  it('prints each spin case beside its ceiling, and says when nothing was measured', () => {
    const figure = { requestsPerSecond: 100, p50: 10, p99: 20 };
    const row = compare('paid spins, 10 games', 10, figure, { ...figure, requestsPerSecond: 400 }, null);
    const cpu = { server: 2, database: 3, load: 0.5, rest: 0.25 };
    const text = spinCpuText([{ ...row, cpu: { product: cpu, ceiling: { ...cpu, server: 0 } } }]);
    expect(text).toMatch(
      /paid spins, 10 games\s+10\s+2\.00\s+3\.00\s+0\.50\s+0\.25\s+5\.75\s+3\.00\s+0\.25\s+3\.75/,
    );
    expect(spinCpuText([{ ...row, cpu: null }])).toContain('not measured');
  });
});
