import { describe, expect, it } from 'vitest';
import { againstTargets, medianRun, missesTarget } from './lighthouse-targets';

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

describe('the pages Lighthouse targets hold for', () => {
  const figures = (path: string, performance: number) =>
    againstTargets({ path, performance, lcpMs: 2_000, tbtMs: 300, cls: 0 });

  it('counts a miss on the three public pages, not on a game page measured beside them', () => {
    expect(missesTarget(figures('/', 89))).toBe(true);
    expect(missesTarget(figures('/how-to-play', 90))).toBe(false);
    expect(missesTarget(figures('/game/48', 60))).toBe(false);
  });
});
