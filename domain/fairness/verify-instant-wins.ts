import type { ClaimEntry, InstantEntry, LogEntry } from './fairness-log';
import { type InstantPrize, instantWinNumbers } from './instant-wins';
import { instantAwardIsItsOwnEntry, type SchemeVersion } from './scheme';

/**
 * The instant-win checks of the replay verifier (docs/rules/fairness.md, Instant wins): with the seed,
 * the K numbers are re-derived; in schemes 1 and 2 every claim of one of them must be recorded as that
 * prize and no other claim as any; in scheme 3 no claim carries a prize, and each instant entry must
 * award prize k once, on its number, to a claim of it still standing. Before the seed, the answer must
 * at least agree with itself.
 */

/** What the verifier knows of the instant-win numbers: derived from the seed, or only as shown. */
export type InstantKnowledge = {
  /** K, the number of instant prizes. */
  count: number;
  /** Instant-win numbers 1..K from the seed, or null while it is not revealed. */
  derived: readonly number[] | null;
  /** Each prize's number as the answer shows it (null where it is not shown). */
  shown: readonly (number | null)[];
  /** Scheme 3: a prize won is its own log entry, and claims carry none. */
  apart: boolean;
  /** Scheme 3: the spin each prize k was awarded to by the instant entries replayed so far. */
  awarded: Map<number, number>;
};

export type InstantPrizeCheck = InstantPrize & {
  /** Instant-win number k derived from the seed, or null while it is not revealed. */
  derivedNumber: number | null;
  status: 'checked' | 'failed' | 'unverified';
  problems: string[];
};

/**
 * What the verifier knows for this answer: derived numbers need the seed's bytes and no more prizes
 * than numbers (a parsed answer never has more).
 */
export function instantKnowledge(
  prizes: readonly InstantPrize[],
  seed: Uint8Array | null,
  gameId: number,
  totalNumbers: number,
  version: SchemeVersion,
): InstantKnowledge {
  const count = prizes.length;
  const derivable = seed !== null && count <= totalNumbers;
  const derived = derivable ? instantWinNumbers(seed, gameId, totalNumbers, count) : null;
  const apart = instantAwardIsItsOwnEntry(version);
  return { count, derived, shown: prizes.map((prize) => prize.number), apart, awarded: new Map() };
}

/** Instant-win number k as far as it is known (derived, else shown), or null. */
const numberOf = (known: InstantKnowledge, k: number): number | null =>
  (known.derived ?? known.shown)[k - 1] ?? null;

/** The problems of one claim's `instant` field (none when it is recorded as the scheme says). */
export function instantClaimProblems(entry: ClaimEntry, known: InstantKnowledge): string[] {
  const recorded = entry.instant;
  if (known.apart)
    return recorded === undefined
      ? []
      : ['a claim of scheme 3 carries no instant prize: a prize won is its own entry'];
  if (recorded !== undefined && (recorded < 1 || recorded > known.count))
    return [`instant prize ${recorded} is not one of the game's ${known.count} instant prizes`];
  const numbers: readonly (number | null)[] = known.derived ?? known.shown;
  const index = numbers.indexOf(entry.number);
  const expected = index === -1 ? null : index + 1;
  if (expected !== null && recorded !== expected)
    return [
      `number ${entry.number} is instant-win number ${expected}, but the claim is not recorded as instant prize ${expected}`,
    ];
  if (recorded === undefined) return [];
  const number = numbers[recorded - 1] ?? null;
  if (number !== null && number !== entry.number)
    return [`the claim is recorded as instant prize ${recorded}, whose number is ${number}`];
  return [];
}

/**
 * Scheme 3: the problems of an instant entry (none when it awards prize k, not awarded before, on
 * instant-win number k, to the claim of spin `spin` still standing on that number). `holder` is the
 * spin of the standing claim of the entry's number, if any.
 */
export function instantEntryProblems(
  entry: InstantEntry,
  known: InstantKnowledge,
  holder: number | undefined,
): string[] {
  if (!known.apart) return ['an instant entry in a log of scheme 1 or 2, whose claims carry their prize'];
  if (entry.k > known.count)
    return [`instant prize ${entry.k} is not one of the game's ${known.count} instant prizes`];
  const problems: string[] = [];
  const before = known.awarded.get(entry.k);
  if (before === undefined) known.awarded.set(entry.k, entry.spin);
  else problems.push(`instant prize ${entry.k} was already won by spin ${before}`);
  if (holder !== entry.spin) problems.push(`spin ${entry.spin} does not hold number ${entry.number}`);
  const number = numberOf(known, entry.k);
  if (number !== null && number !== entry.number)
    problems.push(`number ${entry.number} is not instant-win number ${entry.k}: expected ${number}`);
  return problems;
}

/**
 * Scheme 3: a free claim is won at once, so a free claim of an instant-win number whose prize is not
 * won yet (as far as the numbers are known) must be followed by the entry awarding it.
 */
export function freeClaimAwardProblems(
  entry: ClaimEntry,
  next: LogEntry | undefined,
  known: InstantKnowledge,
): string[] {
  if (!known.apart || entry.kind !== 'free') return [];
  const index = (known.derived ?? known.shown).indexOf(entry.number);
  const k = index + 1;
  if (index === -1 || known.awarded.has(k)) return [];
  if (next?.type === 'instant' && next.k === k && next.spin === entry.spin) return [];
  return [`a free claim of instant-win number ${k}: the next entry must award instant prize ${k} to it`];
}

/** The spin said to have won the prize against the log: its claim (schemes 1, 2) or its award (3). */
function winningSpinProblems(
  prize: InstantPrize & { spin: number },
  number: number | null,
  known: InstantKnowledge,
  log: readonly LogEntry[],
): string[] {
  if (known.apart) {
    const award = log.find((entry): entry is InstantEntry => entry.type === 'instant' && entry.k === prize.k);
    if (!award) return [`no entry of the log awards it to spin ${prize.spin}`];
    if (award.spin !== prize.spin || (number !== null && award.number !== number))
      return [`spin ${prize.spin} did not win it: the log awards it to spin ${award.spin}`];
    return [];
  }
  const claim = log.find((entry): entry is ClaimEntry => entry.type === 'claim' && entry.spin === prize.spin);
  if (!claim) return [`spin ${prize.spin} is not in the log`];
  if (claim.instant !== prize.k || (number !== null && claim.number !== number))
    return [`spin ${prize.spin} did not claim it: its claim is not recorded as instant prize ${prize.k}`];
  return [];
}

function prizeProblems(
  prize: InstantPrize,
  derivedNumber: number | null,
  revealed: boolean,
  known: InstantKnowledge,
  log: readonly LogEntry[],
): string[] {
  const problems: string[] = [];
  if (revealed && prize.number === null) problems.push('the number is not shown after the close');
  if (derivedNumber !== null && prize.number !== null && prize.number !== derivedNumber)
    problems.push(`number ${prize.number} is not instant-win number ${prize.k}: expected ${derivedNumber}`);
  const awardedTo = known.awarded.get(prize.k);
  if (prize.spin === null) {
    if (awardedTo !== undefined)
      problems.push(`the log awards it to spin ${awardedTo}, but no spin is shown`);
    return problems;
  }
  if (prize.number === null) problems.push(`won by spin ${prize.spin}, but its number is not shown`);
  const number = derivedNumber ?? prize.number;
  problems.push(...winningSpinProblems({ ...prize, spin: prize.spin }, number, known, log));
  return problems;
}

/**
 * Each instant prize of the answer checked: its number is the derived one (shown by the close), and the
 * spin said to have won it claimed that number recorded as that prize (schemes 1, 2), or is the spin an
 * instant entry awards it to (scheme 3). Run after the replay, whose instant entries filled `known`.
 */
export function checkInstantPrizes(
  prizes: readonly InstantPrize[],
  known: InstantKnowledge,
  revealed: boolean,
  log: readonly LogEntry[],
): InstantPrizeCheck[] {
  return prizes.map((prize, index) => {
    const derivedNumber = known.derived?.[index] ?? null;
    const problems = prizeProblems(prize, derivedNumber, revealed, known, log);
    if (revealed && known.derived === null) problems.push('the numbers cannot be derived for this game');
    const status = problems.length > 0 ? 'failed' : derivedNumber === null ? 'unverified' : 'checked';
    return { ...prize, derivedNumber, status, problems };
  });
}
