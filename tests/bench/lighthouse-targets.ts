import type { AtRest } from './machine-at-rest';

// The bench's Lighthouse figures and targets, apart from lighthouse.ts (which loads the lighthouse
// package): the report and its tests read them without loading it.

export interface LighthouseFigures {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Each figure beside its target, as a ratio of at least 1 when it meets it: the score over 90, 2.5 s
   * over LCP, 0.1 over CLS (a CLS under 0.001 counts as 0.001).
   */
  ratio: { performance: number; lcp: number; cls: number };
  /** Every figure meets its target. */
  met: boolean;
  /** The targets this page is held to (every page the bench audits: LIGHTHOUSE_PAGES). */
  target?: typeof LIGHTHOUSE_TARGETS;
  /** Each run's score, in order; the figures above are the median run's (medianRun). */
  scores?: number[];
  /** Each run's figures, in order. */
  runs?: RunFigures[];
}

/** One Lighthouse run's figures. */
export type RunFigures = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;

/** Lighthouse mobile: a performance score of at least 90, LCP under 2.5 s, CLS under 0.1. */
export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2_500, cls: 0.1 } as const;

/** The pages a first visit lands on, each held to the targets: a game's page is `/game/<id>`. */
const LIGHTHOUSE_PATHS: readonly string[] = ['/', '/games', '/how-to-play'];
const GAME_PAGE = /^\/game\/\d+$/;

/** The paths the bench audits, with the game page of the game given. */
export const lighthousePages = (gameId: number): string[] => [...LIGHTHOUSE_PATHS, `/game/${gameId}`];

const isTargetPage = (path: string) => LIGHTHOUSE_PATHS.includes(path) || GAME_PAGE.test(path);

/** Whether a page missed targets that hold for it. */
export function missesTarget(page: LighthouseFigures): boolean {
  return isTargetPage(page.path) && !page.met;
}

/**
 * What a run's Lighthouse outcome lacks of the figures the targets are about: each of the four pages
 * (LIGHTHOUSE_PATHS and a game's page), each with `runsPerPage` runs, each run with a score, an LCP, a
 * TBT and a CLS. Empty when every figure is there.
 */
export function missingLighthouseFigures(outcome: LighthouseOutcome, runsPerPage = 3): string[] {
  if (!outcome.ran) return [`Lighthouse did not run (${outcome.reason})`];
  const missing: string[] = [];
  const expected = [...LIGHTHOUSE_PATHS.map((path) => ({ path, is: (p: string) => p === path }))];
  expected.push({ path: '/game/{id}', is: (p) => GAME_PAGE.test(p) });
  for (const { path, is } of expected) {
    const page = outcome.pages.find((p) => is(p.path));
    if (!page) {
      missing.push(`Lighthouse ${path}: not measured`);
      continue;
    }
    const runs = page.runs ?? [];
    if (runs.length < runsPerPage) missing.push(`Lighthouse ${path}: ${runs.length} of ${runsPerPage} runs`);
    const figures = [page, ...runs].flatMap((r) => [r.performance, r.lcpMs, r.tbtMs, r.cls]);
    if (!figures.every(Number.isFinite)) missing.push(`Lighthouse ${path}: a figure missing`);
    if (!page.target) missing.push(`Lighthouse ${path}: no target beside it`);
  }
  return missing;
}

const twoPlaces = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

/** The figures beside their targets, as ratios (a ratio of at least 1 meets its target). */
export function againstTargets(
  figures: Pick<LighthouseFigures, 'path' | 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>,
): LighthouseFigures {
  const { performance, lcpMs, cls } = LIGHTHOUSE_TARGETS;
  return {
    ...figures,
    ...(isTargetPage(figures.path) ? { target: LIGHTHOUSE_TARGETS } : {}),
    ratio: {
      performance: twoPlaces(figures.performance / performance),
      lcp: twoPlaces(lcpMs / figures.lcpMs),
      cls: twoPlaces(cls / Math.max(figures.cls, 0.001)),
    },
    met: figures.performance >= performance && figures.lcpMs < lcpMs && figures.cls < cls,
  };
}

export type LighthouseOutcome =
  | { ran: false; reason: string }
  | { ran: true; pages: LighthouseFigures[]; runsPerPage: number; before?: AtRest };

/**
 * The median of a page's runs by score (the middle one of an odd count, the lower middle of an even
 * one), with every run's score beside it: one run's score moves by a few points from run to run, as
 * Lighthouse's own documentation warns, so each page is audited several times.
 */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return {
    ...median,
    scores: runs.map((run) => run.performance),
    runs: runs.map(({ performance, lcpMs, tbtMs, cls }) => ({ performance, lcpMs, tbtMs, cls })),
  };
}
