import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../../../domain/fairness/hex';
import { sha256 } from '../../../domain/fairness/sha256';
import { readTermsDetail, termsLogDetail } from '../../../domain/fairness/terms-entry';
import { termsDocumentOf } from '../../../domain/games/game-terms';
import { officialRulesText } from '../../../domain/games/official-rules';
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

  it("changes its hash with any of the game's terms, the Official Rules' text among them", () => {
    const game = aGame()
      .with({ id: 7, endTime: new Date('2026-12-01T00:00:00.000Z') })
      .build();
    const rules = officialRulesText(null, 72);
    const base = termsHash(termsDocumentOf(game, [], 0, rules));
    expect(
      termsHash(termsDocumentOf({ ...game, prizeValueCents: game.prizeValueCents + 1 }, [], 0, rules)),
    ).not.toBe(base);
    expect(
      termsHash(termsDocumentOf({ ...game, endTime: new Date('2026-12-02T00:00:00.000Z') }, [], 0, rules)),
    ).not.toBe(base);
    expect(termsHash(termsDocumentOf(game, [{ name: 'Mug', valueCents: 900 }], 0, rules))).not.toBe(base);
    // The claim window and the Sponsor are words of the rules: another of either is other terms.
    expect(termsHash(termsDocumentOf(game, [], 0, officialRulesText(null, 48)))).not.toBe(base);
    const named = officialRulesText({ name: 'Acme Giveaways LLC', address: '1 Main St' }, 72);
    expect(termsHash(termsDocumentOf(game, [], 0, named))).not.toBe(base);
    expect(termsHash(termsDocumentOf({ ...game }, [], 0, officialRulesText(null, 72)))).toBe(base);
  });

  it("holds the Official Rules' text in force: the Sponsor, the claim window, every section", () => {
    const game = aGame().with({ id: 7 }).build();
    const sponsor = { name: 'Acme Giveaways LLC', address: '1 Main St\nSpringfield, IL 62701' };
    const document = termsDocumentOf(game, [], 0, officialRulesText(sponsor, 48));
    expect(document.format).toBe('prize-wheel-terms/2');
    const text = document.officialRules.text;
    expect(text?.title).toBe('Official Rules');
    expect(text?.sections.map((s) => s.title)).toEqual([
      '1. Sponsor',
      '2. Eligibility',
      '3. Game period',
      '4. How to enter',
      '5. Odds',
      '6. How the winner is chosen',
      '7. Notification and claiming the prize',
      '8. Prizes',
      '9. General',
    ]);
    expect(text?.sections[0]?.blocks).toContainEqual({
      kind: 'address',
      lines: [sponsor.name, sponsor.address],
    });
    expect(JSON.stringify(text?.sections[6])).toContain('within 48 hours of that notice');
    const demo = termsDocumentOf(game, [], 0, officialRulesText(null, 72)).officialRules.text;
    expect(demo?.sections[0]?.blocks.map((b) => b.kind)).toEqual(['text', 'notice']);
  });

  it('states no price rule for a game whose every number is free', () => {
    const free = aGame().with({ id: 7, totalNumbers: 20, freePlayStart: 1, freePlayEnd: 20 }).build();
    const document = termsDocumentOf(free, [], 0, officialRulesText(null, 72));
    expect(document.price.rule).not.toMatch(/face value/);
    expect(document.price.freeNumbers).toMatch(/^Every number \(1-20\) is free/);
  });

  it('logs a version as v{version}:{hash} and reads it back', () => {
    const hash = 'a'.repeat(64);
    expect(termsLogDetail(3, hash)).toBe(`v3:${hash}`);
    expect(readTermsDetail(`v3:${hash}`)).toEqual({ version: 3, hash });
    expect(readTermsDetail(`v0:${hash}`)).toBeNull();
    expect(readTermsDetail(`v1:${'A'.repeat(64)}`)).toBeNull();
  });
});
