import { describe, expect, it } from 'vitest';
import { missedTargets } from './results';
import { type StandbyReadsOutcome, standbyReadsMisses, standbyReadsText } from './standby-reads';

const figures = (requestsPerSecond: number) => ({ requestsPerSecond, p50: 4, p99: 20 });
const routes = (standby: number, primary: number) => ({
  standby,
  primary,
  primary_standby_behind: 3,
  primary_standby_unreachable: 0,
});
const run = (withStandby: number, onStandby: number): StandbyReadsOutcome => ({
  ran: true,
  writesPerSecond: 100,
  cases: [10, 50].map((connections) => ({
    name: 'GET /api/games',
    connections,
    primaryOnly: figures(2_000),
    withStandby: figures(withStandby),
  })),
  routes: { primaryOnly: routes(0, 400), withStandby: routes(onStandby, 0) },
});

describe("the bench's reads with and without a standby", () => {
  it('prints both figures of each case and where the reads were computed', () => {
    const text = standbyReadsText(run(2_400, 380));
    expect(text).toContain('the game changed 100 times a second');
    expect(text).toMatch(/GET \/api\/games.*50.*2000\/s, p50 4 ms, p99 20 ms.*2400\/s, p50 4 ms, p99 20 ms/);
    expect(text).toContain('primary alone: primary 400, primary_standby_behind 3');
    expect(text).toContain('with the standby: standby 380, primary_standby_behind 3');
    expect(standbyReadsMisses(run(2_400, 380))).toEqual([]);
  });

  it('counts a case without answers, or a run where the standby served nothing, as missing', () => {
    expect(standbyReadsMisses(run(0, 0))).toEqual([
      'standby reads: GET /api/games at 10 connections not measured',
      'standby reads: GET /api/games at 50 connections not measured',
      'standby reads: no read served by the standby',
    ]);
    const results = { reads: [], spins: [], twoProcesses: { skipped: '' }, targets: [] };
    const skipped = { ran: false, reason: '' };
    const missed = missedTargets({
      ...results,
      lighthouse: skipped,
      usersList: skipped,
      rush: skipped,
      standbyReads: run(2_400, 0),
    } as never);
    expect(missed).toEqual(['standby reads: no read served by the standby']);
    expect(standbyReadsText({ ran: false, reason: 'not selected (--only)' })).toBe(
      'reads with a standby: skipped (not selected (--only))',
    );
  });
});
