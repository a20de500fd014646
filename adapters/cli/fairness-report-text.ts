import type { HashedEntry } from '../../domain/fairness/fairness-log';
import { playerEntries } from '../../domain/fairness/player-entries';
import { rederivedText } from '../../domain/fairness/rederived-text';
import { clientSeedIsPerGame } from '../../domain/fairness/scheme';
import { gameClientSeedMessage } from '../../domain/fairness/seeds';
import type { EntryCheck, FairnessReport } from '../../domain/fairness/verify-fairness';
import type { InstantPrizeCheck } from '../../domain/fairness/verify-instant-wins';
import { dollarsToCents, formatDollars } from '../../domain/shared/money';

const STATUS_WORD = { checked: 'checked', failed: 'FAILED', unverified: 'awaiting seed' } as const;

function describeEntry(entry: HashedEntry): string {
  if (entry.type === 'claim') {
    const instant = entry.instant === undefined ? '' : `, instant prize ${entry.instant}`;
    return `claim spin ${entry.spin} (${entry.kind}) number ${entry.number}${instant}, client seed ${JSON.stringify(entry.clientSeed)}`;
  }
  if (entry.type === 'instant')
    return `instant prize ${entry.k} won by spin ${entry.spin}, number ${entry.number}`;
  if (entry.type === 'edit') return `edit ${entry.detail}`;
  if (entry.type === 'terms') return `terms ${entry.detail}`;
  if (entry.type === 'cancel') return `game cancelled, reason ${JSON.stringify(entry.detail)}`;
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

/** `Instant prize k "name" ($value): number n, won by spin s: checked`, with its problems below. */
function instantPrizeLine(check: InstantPrizeCheck): string {
  const number = check.number === null ? 'number not shown yet' : `number ${check.number}`;
  const won = check.spin === null ? 'not won' : `won by spin ${check.spin}`;
  const line = `Instant prize ${check.k} ${JSON.stringify(check.name)} ($${formatDollars(dollarsToCents(check.value))}): ${number}, ${won}: ${STATUS_WORD[check.status]}`;
  return check.problems.length === 0 ? line : `${line}\n    ${check.problems.join('\n    ')}`;
}

const VERDICT = {
  failed: 'FAILED: the answer does not hold (see above).',
  'awaiting-seed':
    'The hash chain links; the picks can be re-derived once the game closes and its server seed is revealed.',
} as const;

/**
 * How the claims' client seeds read: in scheme 3 each is its player's seed for this game, and with the
 * player's own seed (`--client-seed`) the entries that are theirs.
 */
function clientSeedLines(report: FairnessReport, playerSeed: string | undefined): string[] {
  const perGame = clientSeedIsPerGame(report.schemeVersion);
  const lines = perGame
    ? [
        `Client seeds: each claim shows its player's seed for this game, HMAC-SHA-256(key = the player's client seed, message = "${gameClientSeedMessage(report.gameId)}") in hex, so no entry links to the player's entries of other games.`,
      ]
    : [];
  if (playerSeed === undefined)
    return perGame ? [...lines, 'Add --client-seed <your client seed> to find your own entries.'] : lines;
  const log = report.entries.map((e) => e.entry);
  const mine = playerEntries({ gameId: report.gameId, schemeVersion: report.schemeVersion, log }, playerSeed);
  const spins = mine.spins.length === 0 ? 'no claim of this game shows it' : `spins ${mine.spins.join(', ')}`;
  return [...lines, `Your client seed in game ${report.gameId}: ${mine.gameSeed}; your entries: ${spins}.`];
}

/**
 * The report as the command line prints it: one line per entry, then the seed, head, the terms' lines
 * and the verdict (failed when the terms' check failed).
 */
export function reportText(
  report: FairnessReport,
  playerSeed?: string,
  terms: { lines: string[]; failed: boolean } = { lines: [], failed: false },
): string {
  const seed =
    report.seed.status === 'unrevealed'
      ? 'Server seed: not revealed yet (the game is open)'
      : `Server seed: ${report.seed.status === 'checked' ? 'matches the commitment' : `FAILED: ${report.seed.problem}`}`;
  const head =
    report.head.status === 'checked'
      ? `Log head: ${report.head.expected}`
      : `Log head: FAILED: ${report.head.problem}`;
  const draw = report.draw
    ? `Draw: ${STATUS_WORD[report.draw.status]}`
    : report.entries.some((e) => e.entry.type === 'cancel')
      ? 'Draw: none, the game was cancelled'
      : 'Draw: none yet';
  const pick = report.pick ? [`Operator's pick: ${describeEntry(report.pick.entry)}`] : [];
  const setAside = report.setAside === 1 ? '1 draw set aside' : `${report.setAside} draws set aside`;
  const verdict = terms.failed
    ? VERDICT.failed
    : report.verdict === 'verified'
      ? `Verified: ${rederivedText(report)} and every hash links; ${setAside}.`
      : VERDICT[report.verdict];
  return [
    `Game ${report.gameId}: ${report.entries.length} log entries`,
    ...report.entries.map(entryLine),
    ...report.instantPrizes.map(instantPrizeLine),
    ...clientSeedLines(report, playerSeed),
    seed,
    head,
    draw,
    ...pick,
    `Set aside: ${setAside}`,
    ...terms.lines,
    verdict,
  ].join('\n');
}
