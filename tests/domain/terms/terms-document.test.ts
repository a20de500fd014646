import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../../../domain/fairness/hex';
import { sha256 } from '../../../domain/fairness/sha256';
import { readTermsDetail, termsLogDetail } from '../../../domain/fairness/terms-entry';
import { termsDocumentOf } from '../../../domain/games/game-terms';
import { canonicalJson, type JsonValue } from '../../../domain/terms/canonical-json';
import { termsHash } from '../../../domain/terms/terms-document';
import { aGame } from '../../builders/game-builder';

/** The same value with every object's keys in an order the shuffle decides. */
function reordered(value: JsonValue, shuffle: (keys: string[]) => string[]): JsonValue {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => reordered(v, shuffle));
  const out: { [key: string]: JsonValue } = {};
  for (const key of shuffle(Object.keys(value))) out[key] = reordered(value[key] as JsonValue, shuffle);
  return out;
}

const jsonArb: fc.Arbitrary<JsonValue> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 5 }),
  ),
})).value as fc.Arbitrary<JsonValue>;

describe('canonical terms document', () => {
  it('gives one text and one hash whatever order the keys were written in', () => {
    fc.assert(
      fc.property(jsonArb, fc.integer(), (value, seed) => {
        let state = seed;
        const shuffle = (keys: string[]) =>
          keys
            .map((key) => {
              state = (state * 1_103_515_245 + 12_345) | 0;
              return [state, key] as const;
            })
            .sort((a, b) => a[0] - b[0])
            .map(([, key]) => key);
        const other = reordered(value, shuffle);
        expect(canonicalJson(other)).toBe(canonicalJson(value));
        expect(termsHash(other)).toBe(termsHash(value));
      }),
    );
  });

  it('reads back as the same value, with no whitespace outside strings', () => {
    fc.assert(
      fc.property(jsonArb, (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it('sorts keys and hashes the UTF-8 of the text', () => {
    const text = canonicalJson({ b: [2, { d: null, c: 'é' }], a: true });
    expect(text).toBe('{"a":true,"b":[2,{"c":"é","d":null}]}');
    expect(termsHash({ a: true, b: [2, { c: 'é', d: null }] })).toBe(toHex(sha256(utf8(text))));
  });

  it('refuses a fraction: money is in cents', () => {
    expect(() => canonicalJson({ value: 1.5 })).toThrow(/whole numbers/);
  });

  it("changes its hash with any of the game's terms", () => {
    const game = aGame()
      .with({ id: 7, endTime: new Date('2026-12-01T00:00:00.000Z') })
      .build();
    const base = termsHash(termsDocumentOf(game, [], 0));
    expect(
      termsHash(termsDocumentOf({ ...game, prizeValueCents: game.prizeValueCents + 1 }, [], 0)),
    ).not.toBe(base);
    expect(
      termsHash(termsDocumentOf({ ...game, endTime: new Date('2026-12-02T00:00:00.000Z') }, [], 0)),
    ).not.toBe(base);
    expect(termsHash(termsDocumentOf(game, [{ name: 'Mug', valueCents: 900 }], 0))).not.toBe(base);
    expect(termsHash(termsDocumentOf({ ...game }, [], 0))).toBe(base);
  });

  it('logs a version as v{version}:{hash} and reads it back', () => {
    const hash = 'a'.repeat(64);
    expect(termsLogDetail(3, hash)).toBe(`v3:${hash}`);
    expect(readTermsDetail(`v3:${hash}`)).toEqual({ version: 3, hash });
    expect(readTermsDetail(`v0:${hash}`)).toBeNull();
    expect(readTermsDetail(`v1:${'A'.repeat(64)}`)).toBeNull();
  });
});
