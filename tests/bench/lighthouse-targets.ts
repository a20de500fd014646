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
  /** Each run's score, in order; the figures above are the median run's (medianRun). */
  scores?: number[];
}

/** Lighthouse mobile: a performance score of at least 90, LCP under 2.5 s, CLS under 0.1. */
export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2_500, cls: 0.1 } as const;

/**
 * The pages the targets hold for: the landing page, the lobby and How to Play, which arrive as HTML. A
 * game's page (its content is the live game, drawn by the client) is measured beside them.
 */
export const LIGHTHOUSE_TARGET_PATHS: readonly string[] = ['/', '/games', '/how-to-play'];

/** Whether a page missed targets that hold for it. */
export function missesTarget(page: LighthouseFigures): boolean {
  return LIGHTHOUSE_TARGET_PATHS.includes(page.path) && !page.met;
}

const twoPlaces = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

/** The figures beside their targets, as ratios (a ratio of at least 1 meets its target). */
export function againstTargets(
  figures: Pick<LighthouseFigures, 'path' | 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>,
): LighthouseFigures {
  const { performance, lcpMs, cls } = LIGHTHOUSE_TARGETS;
  return {
    ...figures,
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
  return { ...median, scores: runs.map((run) => run.performance) };
}
