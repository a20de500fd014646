import { utf8 } from './hex';
import { hmacSha256 } from './sha256';

/**
 * The scheme's random stream for a message m: block j (j = 0, 1, 2, ...) is
 * HMAC-SHA256(key = the 32 seed bytes, data = UTF-8 of `m:j`), read as 4-byte big-endian words.
 */
export function randomBlock(seed: Uint8Array, message: string, block: number): Uint8Array {
  return hmacSha256(seed, utf8(`${message}:${block}`));
}

const RANGE = 2 ** 32;
const WORDS_PER_BLOCK = 8;

/**
 * A uniform index below n for the message: the first word v of the stream with
 * v < floor(2^32 / n) * n gives v mod n (rejection sampling, so no modulo bias).
 */
export function pickIndex(seed: Uint8Array, message: string, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`cannot pick among ${n}`);
  const limit = Math.floor(RANGE / n) * n;
  for (let block = 0; ; block += 1) {
    const bytes = randomBlock(seed, message, block);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let word = 0; word < WORDS_PER_BLOCK; word += 1) {
      const v = view.getUint32(word * 4);
      if (v < limit) return v % n;
    }
  }
}
