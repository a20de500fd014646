import { instantIndex } from './picks';

/**
 * Instant wins (docs/rules/fairness.md, Instant wins): a game's K instant prizes sit on K numbers
 * derived from its server seed alone, so they are fixed before the first spin and no spin, player or
 * operator can move them.
 */

/** The most instant prizes a game may carry. */
export const MAX_INSTANT_PRIZES = 50;

/** How many instant prizes a game of this many numbers may carry: min(50, floor(totalNumbers / 2)). */
export const maxInstantPrizes = (totalNumbers: number): number =>
  Math.max(0, Math.min(MAX_INSTANT_PRIZES, Math.floor(totalNumbers / 2)));

/**
 * Instant-win numbers 1..count of game g, in order: number k is candidates[index], the candidates being
 * the numbers 1..totalNumbers not chosen as numbers 1..k-1, ascending, and index the pick of the
 * message `g:instant:k` among them. The same seed and game always give the same numbers, whatever is
 * played; the first j numbers do not depend on count.
 */
export function instantWinNumbers(
  seed: Uint8Array,
  gameId: number,
  totalNumbers: number,
  count: number,
): number[] {
  if (!Number.isSafeInteger(totalNumbers) || totalNumbers < 0)
    throw new RangeError(`a game cannot have ${totalNumbers} numbers`);
  if (!Number.isSafeInteger(count) || count < 0 || count > totalNumbers)
    throw new RangeError(`cannot choose ${count} instant-win numbers among ${totalNumbers}`);
  const chosen: number[] = []; // ascending
  const numbers: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const index = instantIndex(seed, gameId, k, totalNumbers - (k - 1));
    // The (index + 1)-th number not chosen yet: step over every chosen number at or below it.
    let number = index + 1;
    let at = 0;
    while (at < chosen.length && (chosen[at] as number) <= number) {
      number += 1;
      at += 1;
    }
    chosen.splice(at, 0, number);
    numbers.push(number);
  }
  return numbers;
}

/** k (1-based) when the number is instant-win number k, or null when it wins no instant prize. */
export function instantPrizeOf(instantNumbers: readonly number[], number: number): number | null {
  const index = instantNumbers.indexOf(number);
  return index === -1 ? null : index + 1;
}

/** An instant prize as the fairness answer publishes it; `value` in dollars, like the game's prize value. */
export type InstantPrize = {
  /** Its place in the game's ordered list, from 1. */
  k: number;
  name: string;
  value: number;
  /** Its number: null while the game is open and the prize not yet won. */
  number: number | null;
  /** The spin that won it, or null while nobody has. */
  spin: number | null;
};

/**
 * The answer's `instantPrizes`: each prize's number is shown once it is won or once the game has closed
 * (server seed public), and its winning spin once it is won. `winningSpins` maps k to the spin of the
 * claim that won prize k (a free claim at once, a paid claim once its charge settled as paid).
 */
export function publishedInstantPrizes(
  prizes: readonly { name: string; value: number }[],
  instantNumbers: readonly number[],
  winningSpins: ReadonlyMap<number, number>,
  closed: boolean,
): InstantPrize[] {
  return prizes.map(({ name, value }, index) => {
    const k = index + 1;
    const spin = winningSpins.get(k) ?? null;
    const number = closed || spin !== null ? (instantNumbers[index] ?? null) : null;
    return { k, name, value, number, spin };
  });
}
