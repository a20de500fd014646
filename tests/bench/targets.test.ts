import { describe, expect, it } from 'vitest';
import type { SpinCompared } from './cpu-report';
import { compare } from './report';
import { missedTargets } from './results';
import type { RushOutcome } from './rush';
import { TARGET_FIGURE_NAMES, targetFigures } from './targets';

const SPINS = { ratio: 0.5, connections: [10, 50], p99Ratio: 2.5 };
const figure = (requestsPerSecond: number, p99: number) => ({ requestsPerSecond, p50: p99 / 2, p99 });
const spinRow = (name: string, connections: number, product: number, ceiling: number): SpinCompared => ({
  ...compare(name, connections, figure(product, 40), figure(ceiling, 20), SPINS),
  cpu: null,
});
const SPIN_ROWS = [10, 50].flatMap((c) => [
  spinRow('paid spins, 1 hot game', c, 700, 1_200),
  spinRow('paid spins, 10 games', c, 500, 2_000),
]);
const RUSH: RushOutcome = {
  ran: true,
  players: 2_000,
  numbers: 10_000,
  arrivalSeconds: 10,
  spins: { ok: 1_999, statusCodes: { '200': 1_999, error: 1 }, p50: 300, p99: 2_400, max: 3_000 },
  spinPhases: {
    connect: { p50: 0, p99: 1, max: 2 },
    queue: { p50: 50, p99: 1_500, max: 2_000 },
    server: { p50: 200, p99: 900, max: 1_000 },
    newConnections: 300,
    slowest: { spins: 20, ms: 2_600, connect: 1, queue: 1_700, server: 900 },
  },
  acceptQueue: { samples: 130, max: 40, p50: 0, lastWaitingAt: 9_000 },
  benchLoopDelay: { p99: 20, max: 40 },
  streams: { opened: 1_998, failures: { '429': 2 }, firstUpdate: { p50: 30, p99: 400, max: 600 } },
  duplicateAnswers: 0,
  duplicateClaims: 0,
  claimsInDatabase: 1_999,
  liveDelay: { observers: 200, samples: 1_000, p50: 100, p99: 800, max: 900, missed: 0 },
  maxMessagesPerSecond: 8,
  ok: false,
};

describe('the speed targets written to bench/results.json', () => {
  it('gives every figure beside its ceiling and target, and whether it met it', () => {
    const figures = targetFigures(SPIN_ROWS, RUSH);
    expect(figures.map((f) => f.name)).toEqual([...TARGET_FIGURE_NAMES]);
    for (const f of figures) {
      expect(f.value, f.name).toEqual(expect.any(Number));
      expect(f.target, f.name).not.toBe('');
      expect(typeof f.met, f.name).toBe('boolean');
    }
    const byName = new Map(figures.map((f) => [f.name, f]));
    expect(byName.get('paid spins, 1 hot game, 50 connections')).toMatchObject({ ceiling: 1_200, met: true });
    expect(byName.get('paid spins, 10 games, 10 connections')).toMatchObject({ value: 0.25, met: false });
    expect(byName.get('paid spins a second, 1 hot game, 50 connections')).toMatchObject({
      value: 700,
      ceiling: 1_200,
      met: false,
    });
    expect(byName.get('rush: spin p99')).toMatchObject({ value: 2_400, met: false });
    expect(byName.get('rush: live-update p99')).toMatchObject({ value: 800, met: true });
    expect(byName.get('rush: connections refused, failed or left waiting')).toMatchObject({
      value: 3,
      met: false,
    });
  });

  it('keeps each figure when its step did not run, unmeasured', () => {
    const figures = targetFigures([], { ran: false, reason: 'not selected' });
    expect(figures.map((f) => f.name)).toEqual([...TARGET_FIGURE_NAMES]);
    expect(figures.every((f) => f.value === null && f.met === null)).toBe(true);
  });

  it('lists the missed ones, 1,000 spins a second only where the ceiling allows it', () => {
    const skipped = { ran: false, reason: '' };
    const results = {
      reads: [],
      spins: SPIN_ROWS,
      twoProcesses: { skipped: '' },
      rush: RUSH,
      lighthouse: skipped,
      usersList: skipped,
    };
    const missed = missedTargets({ ...results, targets: targetFigures(SPIN_ROWS, RUSH) } as never);
    expect(missed.some((m) => m.startsWith('paid spins a second'))).toBe(true);
    expect(missed.some((m) => m.startsWith('rush: spin p99'))).toBe(true);
    expect(missed.some((m) => m.startsWith('rush: live-update'))).toBe(false);
    const slow = [10, 50].flatMap((c) => [spinRow('paid spins, 1 hot game', c, 300, 600)]);
    const onSlow = missedTargets({ ...results, spins: slow, targets: targetFigures(slow, RUSH) } as never);
    expect(onSlow.some((m) => m.startsWith('paid spins a second'))).toBe(false);
  });
});
