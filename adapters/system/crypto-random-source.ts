import { randomInt } from 'node:crypto';
import type { RandomSource } from '../../application/shared/ports/random-source';

/** Production randomness: the OS CSPRNG, uniform without modulo bias (node's randomInt). */
export class CryptoRandomSource implements RandomSource {
  pick(_gameId: number, _spinSequence: number, count: number): number {
    return randomInt(count);
  }
}
