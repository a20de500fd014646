import type { RandomSource } from '../../application/shared/ports/random-source';

/** Deterministic picks for tests: a seeded mulberry32 stream mixed with the game and sequence. */
export class SeededRandomSource implements RandomSource {
  constructor(private readonly seed: number) {}

  pick(gameId: number, spinSequence: number, count: number): number {
    let t = (this.seed ^ Math.imul(gameId, 0x9e3779b1) ^ Math.imul(spinSequence, 0x85ebca6b)) >>> 0;
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    const unit = ((r ^ (r >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * count);
  }
}
