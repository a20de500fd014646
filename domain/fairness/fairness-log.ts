import { toHex, utf8 } from './hex';
import { sha256 } from './sha256';

/** A number claimed by spin `spin` of the game (spins are numbered 1, 2, 3, ... without gaps). */
export type ClaimEntry = {
  type: 'claim';
  spin: number;
  kind: 'paid' | 'free';
  number: number;
  clientSeed: string;
  at: string;
  /** k when the number is the game's instant-win number k; absent on every other claim. */
  instant?: number;
};
/** A held or failed number returned to the pool. */
type ReleaseEntry = { type: 'release'; number: number; at: string };
/** The winning number of the game's random draw. */
export type DrawEntry = { type: 'draw'; number: number; at: string };
/**
 * Scheme 3: instant prize k won by the claim of spin `spin`, whose number it is; written when the claim
 * is won (a free claim at once, a paid one when its charge settles paid), never while it is held.
 */
export type InstantEntry = { type: 'instant'; spin: number; number: number; k: number; at: string };

/**
 * A winner set aside (an ineligible or unreachable winner) with the reason: one entry per number
 * the set-aside player holds in the game, the won number first. Later draws leave those numbers out.
 */
export type SetAsideEntry = { type: 'setaside'; number: number; at: string; detail: string };
/** The operator's choice of a winner, with the reason (no random pick to re-derive). */
export type PickEntry = { type: 'pick'; number: number; at: string; detail: string };
/** An edit of the game's end time or prize before it closed: `field=new value`. */
type EditEntry = { type: 'edit'; at: string; detail: string };
/** The game was cancelled, with the public reason: no claim, draw or pick may follow it. */
type CancelEntry = { type: 'cancel'; at: string; detail: string };
/**
 * A version of the game's terms (domain/terms/): `v{version}:{sha256 of its canonical document}`;
 * version 1 is the first entry of a game opened since terms are recorded.
 */
type TermsEntry = { type: 'terms'; at: string; detail: string };
/** Entries written by an operator's action; their line ends with the detail. */
export type OperatorEntry = SetAsideEntry | PickEntry | EditEntry | CancelEntry | TermsEntry;

/** One event of a game's history, as the log records it (no player names or ids). */
export type LogEntry = ClaimEntry | ReleaseEntry | DrawEntry | InstantEntry | OperatorEntry;

/** The entry types whose line ends with a detail field. */
const OPERATOR_TYPES = ['setaside', 'pick', 'edit', 'cancel', 'terms'] as const;

export const isOperatorEntry = (entry: LogEntry): entry is OperatorEntry =>
  (OPERATOR_TYPES as readonly string[]).includes(entry.type);
/** A log entry with its link of the hash chain. */
export type HashedEntry = LogEntry & { hash: string };

/** `at` as the scheme writes it: ISO 8601 UTC with milliseconds (2026-11-23T09:21:10.000Z). */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An instant in the log's form. */
export const formatInstant = (instant: Date): string => instant.toISOString();

/**
 * `line_i` = `i|type|spin|kind|number|clientSeed|at`, empty text for a field the type lacks; an
 * operator entry adds one last field, `|detail`, an instant entry (scheme 3) one last field, `|k`
 * (`i|instant|spin||number||at|k`), and, in schemes 1 and 2, a claim of instant-win number k one last
 * field, `|k` (every other claim keeps the seven fields).
 */
export function lineOf(position: number, entry: LogEntry): string {
  const claim = entry.type === 'claim' ? entry : null;
  const fields: (string | number)[] = [
    position,
    entry.type,
    claim?.spin ?? (entry.type === 'instant' ? entry.spin : ''),
    claim?.kind ?? '',
    'number' in entry ? entry.number : '',
    claim?.clientSeed ?? '',
    entry.at,
  ];
  if (isOperatorEntry(entry)) fields.push(entry.detail);
  if (entry.type === 'instant') fields.push(entry.k);
  // A store that reads a missing prize as null still writes the seven fields.
  if (typeof claim?.instant === 'number') fields.push(claim.instant);
  return fields.join('|');
}

/** `hash_i` = lowercase hex SHA-256 of `hash_{i-1}|line_i`. */
export function nextHash(previous: string, line: string): string {
  return toHex(sha256(utf8(`${previous}|${line}`)));
}

/** The entries with their hashes, hash_0 being the commitment; the last hash is the log head. */
export function chainLog(seedHash: string, entries: readonly LogEntry[]): HashedEntry[] {
  let previous = seedHash;
  return entries.map((entry, index) => {
    previous = nextHash(previous, lineOf(index + 1, entry));
    return { ...entry, hash: previous };
  });
}

/** The log head: the last entry's hash, or the commitment itself while the log is empty. */
export const headOf = (seedHash: string, log: readonly HashedEntry[]): string => log.at(-1)?.hash ?? seedHash;

/**
 * The numbers of players set aside, as the log leaves them: a later draw or pick passes them over
 * (a number claimed again after its set-aside belongs to a new entry).
 */
export function setAsideNumbers(log: readonly LogEntry[]): Set<number> {
  const numbers = new Set<number>();
  for (const entry of log) {
    if (entry.type === 'setaside') numbers.add(entry.number);
    else if (entry.type === 'claim') numbers.delete(entry.number);
  }
  return numbers;
}
