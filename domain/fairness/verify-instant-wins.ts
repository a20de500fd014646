import type { ClaimEntry, LogEntry } from './fairness-log';
import { type InstantPrize, instantWinNumbers } from './instant-wins';

/**
 * The instant-win checks of the replay verifier (docs/rules/fairness.md, Instant wins): with the seed,
 * the K numbers are re-derived and every claim of one of them must be recorded as that prize, and no
 * other claim as any; before the seed, the answer must at least agree with itself.
 */

/** What the verifier knows of the instant-win numbers: derived from the seed, or only as shown. */
export type InstantKnowledge = {
  /** K, the number of instant prizes. */
  count: number;
  /** Instant-win numbers 1..K from the seed, or null while it is not revealed. */
  derived: readonly number[] | null;
  /** Each prize's number as the answer shows it (null where it is not shown). */
  shown: readonly (number | null)[];
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
): InstantKnowledge {
  const count = prizes.length;
  const derivable = seed !== null && count <= totalNumbers;
  const derived = derivable ? instantWinNumbers(seed, gameId, totalNumbers, count) : null;
  return { count, derived, shown: prizes.map((prize) => prize.number) };
}

/** The problems of one claim's `instant` field (none when it is recorded as the scheme says). */
export function instantClaimProblems(entry: ClaimEntry, known: InstantKnowledge): string[] {
  const recorded = entry.instant;
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

function prizeProblems(
  prize: InstantPrize,
  derivedNumber: number | null,
  revealed: boolean,
  log: readonly LogEntry[],
): string[] {
  const problems: string[] = [];
  if (revealed && prize.number === null) problems.push('the number is not shown after the close');
  if (derivedNumber !== null && prize.number !== null && prize.number !== derivedNumber)
    problems.push(`number ${prize.number} is not instant-win number ${prize.k}: expected ${derivedNumber}`);
  if (prize.spin === null) return problems;
  if (prize.number === null) problems.push(`won by spin ${prize.spin}, but its number is not shown`);
  const number = derivedNumber ?? prize.number;
  const claim = log.find((entry): entry is ClaimEntry => entry.type === 'claim' && entry.spin === prize.spin);
  if (!claim) problems.push(`spin ${prize.spin} is not in the log`);
  else if (claim.instant !== prize.k || (number !== null && claim.number !== number))
    problems.push(
      `spin ${prize.spin} did not claim it: its claim is not recorded as instant prize ${prize.k}`,
    );
  return problems;
}

/**
 * Each instant prize of the answer checked: its number is the derived one (shown by the close), and the
 * spin said to have won it claimed that number recorded as that prize.
 */
export function checkInstantPrizes(
  prizes: readonly InstantPrize[],
  known: InstantKnowledge,
  revealed: boolean,
  log: readonly LogEntry[],
): InstantPrizeCheck[] {
  return prizes.map((prize, index) => {
    const derivedNumber = known.derived?.[index] ?? null;
    const problems = prizeProblems(prize, derivedNumber, revealed, log);
    if (revealed && known.derived === null) problems.push('the numbers cannot be derived for this game');
    const status = problems.length > 0 ? 'failed' : derivedNumber === null ? 'unverified' : 'checked';
    return { ...prize, derivedNumber, status, problems };
  });
}
