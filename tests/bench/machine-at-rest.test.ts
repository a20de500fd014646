import { describe, expect, it } from 'vitest';
import { againstTargets, medianRun } from './lighthouse';
import { idleShare, parseCpuTimes } from './machine-at-rest';

describe('the machine at rest', () => {
  it("reads /proc/stat's first line, counting idle and iowait as idle", () => {
    const stat = 'cpu  100 5 50 800 40 0 5 0 0 0\ncpu0 50 2 25 400 20 0 3 0 0 0\nintr 1 2 3\n';
    expect(parseCpuTimes(stat)).toEqual({ idle: 840, total: 1000 });
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull();
    expect(parseCpuTimes('cpu  a b c d e\n')).toBeNull();
  });

  it('gives the share of the time between two readings the CPU was idle', () => {
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 1020, total: 1200 })).toBeCloseTo(0.9);
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 850, total: 1200 })).toBeCloseTo(0.05);
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 840, total: 1000 })).toBe(1);
  });
});

describe("Lighthouse's median run", () => {
  const run = (performance: number, tbtMs: number) =>
    againstTargets({ path: '/', performance, lcpMs: 2_000, tbtMs, cls: 0 });

  it('keeps the middle run by score, with every score in order of the runs', () => {
    const median = medianRun([run(95, 150), run(81, 700), run(89, 380)]);
    expect(median.performance).toBe(89);
    expect(median.tbtMs).toBe(380);
    expect(median.met).toBe(false);
    expect(median.scores).toEqual([95, 81, 89]);
  });

  it('keeps the lower middle of an even count, and refuses no runs', () => {
    expect(medianRun([run(92, 200), run(88, 400)]).performance).toBe(88);
    expect(medianRun([run(93, 200)]).scores).toEqual([93]);
    expect(() => medianRun([])).toThrow('no Lighthouse run');
  });
});
