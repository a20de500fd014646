import type { FairnessAnswer } from './fairness-answer';
import { paidSpinSkipsFreeRange } from './scheme';

/** The numbers a pick chooses among, in ascending order. */
export interface Candidates {
  readonly count: number;
  /** The candidate at this index (0-based), in ascending order. */
  at(index: number): number;
  has(number: number): boolean;
}

/** A list of ascending numbers as candidates. */
const candidatesOf = (ascending: readonly number[]): Candidates => {
  const set = new Set(ascending);
  return { count: ascending.length, at: (index) => ascending[index] as number, has: (n) => set.has(n) };
};

/** The candidates but these numbers (a redraw leaves out the numbers of players set aside). */
export function without(candidates: Candidates, left: ReadonlySet<number>): Candidates {
  if (left.size === 0) return candidates;
  const kept: number[] = [];
  for (let i = 0; i < candidates.count; i += 1) {
    const n = candidates.at(i);
    if (!left.has(n)) kept.push(n);
  }
  return candidatesOf(kept);
}

/**
 * The game's numbers as the log leaves them, replayed from "all numbers available": which are taken,
 * and the candidates of a paid spin, a free spin and the draw. A Fenwick tree counts the available
 * numbers, so finding the k-th available one costs log n and a sold-out game of 10,000 numbers
 * replays in well under a second.
 */
export class NumberPoolReplay {
  private readonly total: number;
  private readonly taken: Uint8Array;
  private readonly tree: Int32Array;

  constructor(
    private readonly game: Pick<
      FairnessAnswer,
      'totalNumbers' | 'freePlayStart' | 'freePlayEnd' | 'schemeVersion'
    >,
  ) {
    this.total = game.totalNumbers;
    this.taken = new Uint8Array(this.total + 1);
    this.tree = new Int32Array(this.total + 1);
    for (let i = 1; i <= this.total; i += 1) this.tree[i] = i & -i; // every number available
  }

  /**
   * The numbers a spin of this kind could land on now: a free spin's are the free range's available
   * numbers; a paid spin's are all available numbers (scheme 1) or those outside the free range (2).
   */
  candidates(kind: 'paid' | 'free'): Candidates {
    const free = this.freeRange();
    if (kind === 'free') return free ? this.within(free.low, free.high) : this.within(1, 0);
    if (!free || !paidSpinSkipsFreeRange(this.game.schemeVersion)) return this.within(1, this.total);
    const below = this.within(1, free.low - 1);
    const above = this.within(free.high + 1, this.total);
    return {
      count: below.count + above.count,
      at: (index) => (index < below.count ? below.at(index) : above.at(index - below.count)),
      has: (n) => below.has(n) || above.has(n),
    };
  }

  /** The available numbers of [low, high], in ascending order. */
  private within(low: number, high: number): Candidates {
    const before = low > high ? 0 : this.availableUpTo(low - 1);
    return {
      count: low > high ? 0 : this.availableUpTo(high) - before,
      at: (index) => this.kthAvailable(before + index + 1),
      has: (n) => n >= low && n <= high && this.isAvailable(n),
    };
  }

  /** The free range clipped to the game, or null when nothing of it lies in the game. */
  private freeRange(): { low: number; high: number } | null {
    const low = Math.max(1, this.game.freePlayStart ?? 0);
    const high = Math.min(this.total, this.game.freePlayEnd ?? 0);
    return low <= high ? { low, high } : null;
  }

  /** The numbers of the claims still standing, ascending: at a draw, the settled claims. */
  claimed(): Candidates {
    const numbers: number[] = [];
    for (let n = 1; n <= this.total; n += 1) if (this.taken[n]) numbers.push(n);
    return candidatesOf(numbers);
  }

  isTaken(number: number): boolean {
    return this.inGame(number) && this.taken[number] === 1;
  }

  take(number: number): void {
    if (!this.inGame(number) || this.taken[number]) return;
    this.taken[number] = 1;
    this.add(number, -1);
  }

  release(number: number): void {
    if (!this.isTaken(number)) return;
    this.taken[number] = 0;
    this.add(number, 1);
  }

  private inGame(number: number): boolean {
    return Number.isInteger(number) && number >= 1 && number <= this.total;
  }

  private isAvailable(number: number): boolean {
    return this.inGame(number) && this.taken[number] === 0;
  }

  private add(index: number, delta: number): void {
    for (let i = index; i <= this.total; i += i & -i) this.tree[i] = (this.tree[i] as number) + delta;
  }

  private availableUpTo(index: number): number {
    let sum = 0;
    for (let i = index; i > 0; i -= i & -i) sum += this.tree[i] as number;
    return sum;
  }

  /** The k-th available number (1-based k), found by descending the tree. */
  private kthAvailable(k: number): number {
    let position = 0;
    let remaining = k;
    for (let step = 2 ** Math.floor(Math.log2(this.total)); step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.total && (this.tree[next] as number) < remaining) {
        position = next;
        remaining -= this.tree[next] as number;
      }
    }
    return position + 1;
  }
}
