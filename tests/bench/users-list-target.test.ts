import { describe, expect, it } from 'vitest';
import { type BenchResults, missedTargets } from './results';

const usersCase = (connections: number, ok: boolean) => ({
  name: 'users: name search',
  path: '/api/admin/users?search=x',
  connections,
  answers: 100,
  statusCodes: { 200: 100 },
  p50: 10,
  p99: ok ? 90 : 150,
  ok,
  target: connections === 10,
});

const results = (cases: ReturnType<typeof usersCase>[]) =>
  ({
    reads: [],
    spins: [],
    twoProcesses: { skipped: 'not selected' },
    lighthouse: { ran: false, reason: 'not selected' },
    usersList: { ran: true, players: 100_000, cases },
    rush: { ran: false, reason: 'not selected' },
    targets: [],
  }) as unknown as Omit<BenchResults, 'missedTargets'>;

describe("the users list's budget", () => {
  it('is a target at 10 connections; over it at 1 or 50 connections is reported, not missed', () => {
    expect(missedTargets(results([usersCase(1, false), usersCase(10, true), usersCase(50, false)]))).toEqual(
      [],
    );
    expect(missedTargets(results([usersCase(10, false)]))).toEqual(['users: name search at 10 connections']);
  });
});
