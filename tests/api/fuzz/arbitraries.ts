import fc from 'fast-check';
import { textOf } from '../../arbitraries/text-of';

/** Anything a hand-made request could put in a field. */
const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    2 ** 53,
    1e308,
    '',
    ' ',
    '1',
    '1e3',
    'NaN',
    '9'.repeat(400),
    'DELETE',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    null,
    true,
    [],
    {},
    [Object.create(null)],
  ),
);

/** Raw bodies that are not (valid) JSON, or JSON of the wrong kind. */
export const garbageText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[',
    '"',
    '{"gameId":',
    'null',
    '[]',
    '42',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{}}',
  ),
);

/** Path segments, including ones that are not even valid percent-encoding. */
export const garbageSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  garbageValue.map((value) => encodeURIComponent(textOf(value)) || '0'),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999',
    '%',
    '%zz',
    '%2e%2e',
    '..',
    '1%00',
    '1;',
    '%C0%AE',
  ),
);

export const garbageQuery: fc.Arbitrary<string> = fc
  .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 20 }), { maxKeys: 3 })
  .map((entries) => new URLSearchParams(entries).toString());

/**
 * Inputs around a valid one: its fields kept, dropped or replaced by garbage, extra fields, or any
 * JSON at all, so generated requests reach the rules behind the schema as well as the schema.
 */
export function inputAround(valid: unknown): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) {
    return fc.oneof(fc.constant(valid), anyJson, fc.constant(undefined));
  }
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), garbageValue)]),
  );
  const mutated = fc.record(fields, { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), garbageValue, { maxKeys: 3 });
  return fc.oneof(
    { arbitrary: mutated, weight: 4 },
    { arbitrary: fc.tuple(mutated, extra).map(([known, more]) => ({ ...more, ...known })), weight: 2 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
