import type { FairnessReport } from './verify-fairness';

/**
 * What a verified answer re-derived, in the words the fairness page and the command line both print:
 * the instant-win numbers are named only in a game that has them, and the draw only in a game that has
 * one (a cancelled game never draws). Lower case, to sit inside a sentence.
 */
export function rederivedText(report: Pick<FairnessReport, 'instantPrizes' | 'draw'>): string {
  const count = report.instantPrizes.length;
  const numbers =
    count === 0 ? null : count === 1 ? 'the instant-win number' : `the ${count} instant-win numbers`;
  const things = ['every claim', numbers, report.draw === null ? null : 'the draw'].filter((t) => t !== null);
  const listed = things.length === 1 ? things[0] : `${things.slice(0, -1).join(', ')} and ${things.at(-1)}`;
  return `${listed} ${things.length === 1 ? 're-derives' : 're-derive'} from the seeds`;
}
