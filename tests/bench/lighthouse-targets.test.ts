import { describe, expect, it } from 'vitest';
import {
  againstTargets,
  type LighthouseOutcome,
  lighthousePages,
  medianRun,
  missesTarget,
  missingLighthouseFigures,
} from './lighthouse-targets';

describe("Lighthouse's median run", () => {
  const run = (performance: number, tbtMs: number) =>
    againstTargets({ path: '/', performance, lcpMs: 2_000, tbtMs, cls: 0 });

  it('keeps the middle run by score, with every score in order of the runs', () => {
    const median = medianRun([run(95, 150), run(81, 700), run(89, 380)]);
    expect(median.performance).toBe(89);
    expect(median.tbtMs).toBe(380);
    expect(median.met).toBe(false);
    expect(median.scores).toEqual([95, 81, 89]);
    expect(median.runs?.map((r) => r.tbtMs)).toEqual([150, 700, 380]);
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

  it('counts a miss on the three public pages and on a game page, each with its target beside it', () => {
    expect(missesTarget(figures('/', 89))).toBe(true);
    expect(missesTarget(figures('/how-to-play', 90))).toBe(false);
    expect(missesTarget(figures('/game/48', 89))).toBe(true);
    expect(figures('/game/48', 95).target).toEqual({ performance: 90, lcpMs: 2_500, cls: 0.1 });
    expect(missesTarget(figures('/contact', 60))).toBe(false);
    expect(lighthousePages(48)).toEqual(['/', '/games', '/how-to-play', '/game/48']);
  });
});

describe('every Lighthouse figure of a run is there', () => {
  const page = (path: string, runs = 3) =>
    medianRun(
      Array.from({ length: runs }, () =>
        againstTargets({ path, performance: 92, lcpMs: 2_000, tbtMs: 150, cls: 0 }),
      ),
    );
  const outcome = (pages: ReturnType<typeof page>[]): LighthouseOutcome => ({
    ran: true,
    pages,
    runsPerPage: 3,
  });

  it('finds nothing missing in four pages of three runs each', () => {
    expect(missingLighthouseFigures(outcome(lighthousePages(7).map((path) => page(path))))).toEqual([]);
  });

  it('names a page not measured, a page with fewer runs, a figure that is not a number, and a step not run', () => {
    const withoutGame = outcome(['/', '/games', '/how-to-play'].map((path) => page(path)));
    expect(missingLighthouseFigures(withoutGame)).toEqual(['Lighthouse /game/{id}: not measured']);
    const short = outcome([page('/'), page('/games', 2), page('/how-to-play'), page('/game/7')]);
    expect(missingLighthouseFigures(short)).toEqual(['Lighthouse /games: 2 of 3 runs']);
    const broken = page('/how-to-play');
    const noLcp = outcome([page('/'), page('/games'), { ...broken, lcpMs: Number.NaN }, page('/game/7')]);
    expect(missingLighthouseFigures(noLcp)).toEqual(['Lighthouse /how-to-play: a figure missing']);
    expect(missingLighthouseFigures({ ran: false, reason: 'no Chromium' })).toEqual([
      'Lighthouse did not run (no Chromium)',
    ]);
  });
});
