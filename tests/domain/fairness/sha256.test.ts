import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, isHex, toHex, utf8 } from '../../../domain/fairness/hex';
import { hmacSha256, sha256 } from '../../../domain/fairness/sha256';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const nodeHmac = (key: Uint8Array, data: Uint8Array) => createHmac('sha256', key).update(data).digest('hex');

describe('SHA-256 and HMAC-SHA256 in plain TypeScript', () => {
  it('gives the FIPS 180-4 digests of the standard examples', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with node:crypto on any bytes, across every padding boundary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(nodeSha(bytes));
      }),
      { numRuns: 400 },
    );
    for (let length = 50; length <= 130; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 7) & 0xff);
      expect(toHex(sha256(bytes)), `${length} bytes`).toBe(nodeSha(bytes));
    }
  });

  it('HMAC agrees with node:crypto for any key (short, a block, longer than a block) and data', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 200 }), (key, data) => {
        expect(toHex(hmacSha256(key, data))).toBe(nodeHmac(key, data));
      }),
      { numRuns: 300 },
    );
  });
});

describe('hex and UTF-8', () => {
  it('hex round-trips any bytes, lowercase', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = toHex(bytes);
        expect(hex).toBe(Buffer.from(bytes).toString('hex'));
        expect(fromHex(hex)).toEqual(bytes);
        expect(fromHex(hex.toUpperCase())).toEqual(bytes);
      }),
    );
  });

  it('refuses what is not an even number of hex digits', () => {
    for (const text of ['abc', 'zz', '0x12', ' 12']) {
      expect(isHex(text), text).toBe(false);
      expect(() => fromHex(text)).toThrow(RangeError);
    }
  });

  it('encodes any text as TextEncoder does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (text) => {
        expect(utf8(text)).toEqual(new TextEncoder().encode(text));
      }),
    );
    expect(utf8('\ud800x')).toEqual(new TextEncoder().encode('\ud800x'));
  });
});
