import type { HashedEntry } from '../../domain/fairness/fairness-log';
import type { EntryCheck, FairnessReport } from '../../domain/fairness/verify-fairness';

const STATUS_WORD = { checked: 'checked', failed: 'FAILED', unverified: 'awaiting seed' } as const;

function describeEntry(entry: HashedEntry): string {
  if (entry.type === 'claim')
    return `claim spin ${entry.spin} (${entry.kind}) number ${entry.number}, client seed ${JSON.stringify(entry.clientSeed)}`;
  if (entry.type === 'edit') return `edit ${entry.detail}`;
  if (entry.type === 'pick')
    return `operator's pick number ${entry.number}, reason ${JSON.stringify(entry.detail)}`;
  if (entry.type === 'setaside')
    return `set aside number ${entry.number}, reason ${JSON.stringify(entry.detail)}`;
  return `${entry.type} number ${entry.number}`;
}

function entryLine(check: EntryCheck): string {
  const line = `#${check.position} ${describeEntry(check.entry)} at ${check.entry.at}: ${STATUS_WORD[check.status]}`;
  return check.problems.length === 0 ? line : `${line}\n    ${check.problems.join('\n    ')}`;
}

const VERDICT = {
  verified: 'Verified: every claim and the draw re-derive from the seeds and every hash links',
  failed: 'FAILED: the answer does not hold (see above).',
  'awaiting-seed':
    'The hash chain links; the picks can be re-derived once the game closes and its server seed is revealed.',
} as const;

/** The report as the command line prints it: one line per entry, then the seed, head and verdict. */
export function reportText(report: FairnessReport): string {
  const seed =
    report.seed.status === 'unrevealed'
      ? 'Server seed: not revealed yet (the game is open)'
      : `Server seed: ${report.seed.status === 'checked' ? 'matches the commitment' : `FAILED: ${report.seed.problem}`}`;
  const head =
    report.head.status === 'checked'
      ? `Log head: ${report.head.expected}`
      : `Log head: FAILED: ${report.head.problem}`;
  const draw = report.draw ? `Draw: ${STATUS_WORD[report.draw.status]}` : 'Draw: none yet';
  const pick = report.pick ? [`Operator's pick: ${describeEntry(report.pick.entry)}`] : [];
  const setAside = report.setAside === 1 ? '1 draw set aside' : `${report.setAside} draws set aside`;
  const verdict =
    report.verdict === 'verified' ? `${VERDICT.verified}; ${setAside}.` : VERDICT[report.verdict];
  return [
    `Game ${report.gameId}: ${report.entries.length} log entries`,
    ...report.entries.map(entryLine),
    seed,
    head,
    draw,
    ...pick,
    `Set aside: ${setAside}`,
    verdict,
  ].join('\n');
}
