import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIZE_IMAGE_MAX_BYTES,
  parsePrizeImage,
  prizeImageUrl,
  sniffImageType,
} from '../../domain/games/prize-image';
import { fieldOf } from '../support/error-fields';

const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
} as const;

const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const withSignature = (signature: readonly number[], rest: Uint8Array) =>
  Uint8Array.from([...signature, ...rest]);
const refusal = (value: unknown) => {
  const result = parsePrizeImage(value);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('prize images', () => {
  it('accepts PNG, JPEG, WebP and GIF by their bytes, whatever type the data URL claims', () => {
    const typeArb = fc.constantFrom(...(Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[]));
    fc.assert(
      fc.property(
        typeArb,
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
        (type, rest, claimed) => {
          const bytes = withSignature(SIGNATURES[type], rest);
          expect(parsePrizeImage(dataUrl(bytes, claimed))).toEqual({
            ok: true,
            value: { contentType: type, bytes },
          });
        },
      ),
    );
  });

  it('refuses a text file renamed .png, naming prizeImageUrl', () => {
    const text = new TextEncoder().encode('hello, I am not a picture\n');
    expect(refusal(dataUrl(text))).toEqual({
      code: 'INVALID_INPUT',
      field: 'prizeImageUrl',
      message: 'Prize image must be a PNG, JPEG, WebP or GIF image',
    });
    expect(sniffImageType(text)).toBeNull();
    // An SVG is an image to a browser, but a script carrier: refused.
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(fieldOf(refusal(dataUrl(svg, 'image/svg+xml')))).toBe('prizeImageUrl');
  });

  it('accepts exactly 2 MB and refuses one byte more', () => {
    const max = withSignature(SIGNATURES['image/png'], new Uint8Array(PRIZE_IMAGE_MAX_BYTES - 8));
    expect(parsePrizeImage(dataUrl(max)).ok).toBe(true);
    const over = withSignature(SIGNATURES['image/png'], new Uint8Array(PRIZE_IMAGE_MAX_BYTES - 7));
    expect(refusal(dataUrl(over))).toMatchObject({
      field: 'prizeImageUrl',
      message: 'Prize image must be at most 2 MB',
    });
  });

  it('refuses links, bad base64 and anything not a string, always naming the field', () => {
    for (const value of [
      'https://example.com/a.png',
      'http://x/y.gif',
      '/api/games/1/image',
      'data:image/png,abc',
      'data:image/png;base64,@@@@',
      'data:image/png;base64,abc',
      42,
      {},
      ['x'],
    ]) {
      expect(fieldOf(refusal(value))).toBe('prizeImageUrl');
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = parsePrizeImage(s);
        if (!result.ok) expect(fieldOf(result.error)).toBe('prizeImageUrl');
      }),
    );
  });

  it('serves each image from a URL versioned by its hash', () => {
    expect(prizeImageUrl(12, 'abcdef0123456789'.repeat(4))).toBe('/api/games/12/image?v=abcdef01');
  });
});
