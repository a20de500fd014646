import type { FairnessAnswer } from './fairness-answer';

/**
 * The game's numbers as the log leaves them, replayed from "all numbers available": which are
 * taken, and the candidates of a paid spin, a free spin and the draw (ascending).
 */
export class NumberPoolReplay {
  private readonly taken = new Set<number>();

  constructor(
    private readonly game: Pick<FairnessAnswer, 'totalNumbers' | 'freePlayStart' | 'freePlayEnd'>,
  ) {}

  /** The numbers a spin of this kind could land on now. */
  candidates(kind: 'paid' | 'free'): number[] {
    const { totalNumbers, freePlayStart, freePlayEnd } = this.game;
    const [low, high] =
      kind === 'paid'
        ? [1, totalNumbers]
        : [Math.max(1, freePlayStart ?? 0), Math.min(totalNumbers, freePlayEnd ?? 0)];
    const out: number[] = [];
    for (let n = low; n <= high; n += 1) if (!this.taken.has(n)) out.push(n);
    return out;
  }

  /** The numbers of the claims still standing: at a draw, the settled claims. */
  claimed(): number[] {
    return [...this.taken].sort((a, b) => a - b);
  }

  isTaken(number: number): boolean {
    return this.taken.has(number);
  }

  inGame(number: number): boolean {
    return number >= 1 && number <= this.game.totalNumbers;
  }

  take(number: number): void {
    if (this.inGame(number)) this.taken.add(number);
  }

  release(number: number): void {
    this.taken.delete(number);
  }
}
