import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE } from '../../domain/accounts/eligibility-policy';
import { textFlaw } from '../../domain/shared/printable-text';
import {
  ageOn,
  DATE_OF_BIRTH_FORMAT_MESSAGE,
  MAXIMUM_AGE,
  readClaimForm,
  SIGNATURE_MISMATCH_MESSAGE,
  TOO_OLD_MESSAGE,
  UNDER_AGE_MESSAGE,
} from '../../domain/winners/claim-form';

/** The claim form's record rules (docs/rules/winners.md, The claim form), as properties. */
const now = new Date('2030-06-01T12:00:00Z');
const form = (fields: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  legalName: 'Ada Palmer',
  dateOfBirth: '1990-05-17',
  address: { line1: '1 Main St', line2: 'Apt 4', city: 'Fresno', state: 'CA', zip: '93650', ...address },
  phone: '(559) 555-0100',
  acceptAffidavit: true,
  signature: 'Ada Palmer',
  ...fields,
});
const read = (input: Record<string, unknown>) => readClaimForm(input, { now, prizeValueCents: 0 });
const refusal = (input: Record<string, unknown>) => {
  const result = read(input);
  return result.ok ? null : result.error;
};

/** The fields whose text the record keeps, and how to put a value in each. */
const TEXT_FIELDS: [string, (value: string) => Record<string, unknown>][] = [
  ['legalName', (v) => form({ legalName: v, signature: v })],
  ['signature', (v) => form({ signature: v })],
  ['address.line1', (v) => form({}, { line1: v })],
  ['address.city', (v) => form({}, { city: v })],
];

const CONTROL = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'];
const DIRECTION = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u180e',
  '\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2800',
  '\u034f',
  '\ufe0f',
  '\u{e0041}',
];
const UNASSIGNED = ['\u0378', '\u{50000}', '\ufffe', '\uffff', '\ue000', '\u{f0000}', '\ud800', '\udfff'];
const FORBIDDEN = [...CONTROL, ...DIRECTION, ...INVISIBLE, ...UNASSIGNED];

const nameArb = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,12}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

describe('the claim form keeps a record worth keeping', () => {
  it('refuses control, direction-changing, invisible and unassigned characters anywhere, naming the field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_FIELDS),
        nameArb,
        fc.constantFrom(...FORBIDDEN),
        fc.nat(),
        ([field, put], name, bad, at) => {
          const inside = 1 + (at % (name.length - 1));
          expect(refusal(put(name.slice(0, inside) + bad + name.slice(inside)))).toMatchObject({
            code: 'INVALID_INPUT',
            field,
          });
          // At either end: refused, or trimmed away (a tab, a line break, the byte order mark).
          for (const value of [bad + name, name + bad]) {
            const answer = read(put(value));
            if (!answer.ok) expect(answer.error).toMatchObject({ field });
            else expect(JSON.stringify(answer.value)).not.toContain(bad);
          }
        },
      ),
    );
  });

  it('classifies each refused character by what it does', () => {
    for (const c of CONTROL) expect(textFlaw(`a${c}b`, { needsLetter: true }), codePoint(c)).toBe('control');
    for (const c of DIRECTION)
      expect(textFlaw(`a${c}b`, { needsLetter: true }), codePoint(c)).toBe('direction');
    for (const c of INVISIBLE)
      expect(textFlaw(`a${c}b`, { needsLetter: true }), codePoint(c)).toBe('invisible');
    for (const c of UNASSIGNED)
      expect(textFlaw(`a${c}b`, { needsLetter: true }), codePoint(c)).toBe('unassigned');
  });

  it('needs a letter in a name, a street and a city: digits, signs and invisible lines are refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_FIELDS),
        fc.stringMatching(/^[0-9 .,'#&/-]{1,20}$/).filter((s) => s.trim() !== ''),
        ([field, put], value) => {
          expect(refusal(put(value))).toMatchObject({ field, message: expect.stringContaining('letter') });
        },
      ),
    );
    for (const invisible of ['\u200b', '\u3164', '\u200b\u200b', '\u3164 \u3164', '\u2800'])
      for (const [field, put] of TEXT_FIELDS) expect(refusal(put(invisible))).toMatchObject({ field });
  });

  it('keeps names in any script, with accents, apostrophes and hyphens, as NFC with single spaces', () => {
    for (const name of [
      'José Ñúñez',
      "Seán O'Brien-Ó Dálaigh",
      '李小龍',
      'Ольга Петрова',
      'محمد علي',
      'Zoë  Saldaña',
    ])
      expect(read(form({ legalName: name, signature: name })), name).toMatchObject({ ok: true });
    const decomposed = 'Jose\u0301 Nun\u0303ez';
    const kept = read(form({ legalName: decomposed, signature: 'JOSÉ NUÑEZ' }));
    expect(kept).toMatchObject({ ok: true, value: { legalName: 'José Nuñez' } });
    expect(read(form({ legalName: 'Ada \u00a0 Palmer' }))).toMatchObject({
      value: { legalName: 'Ada Palmer' },
    });
  });

  it('takes a signature equal to the legal name with case and spaces aside, and refuses any other', () => {
    const spaced = (name: string, cuts: boolean[]) =>
      [...name.replace(/ /g, '')].map((c, i) => (cuts[i] ? ` ${c}` : c)).join('');
    fc.assert(
      fc.property(nameArb, fc.array(fc.boolean(), { maxLength: 40 }), fc.boolean(), (name, cuts, upper) => {
        const typed = spaced(upper ? name.toUpperCase() : name.toLowerCase(), cuts);
        expect(read(form({ legalName: name, signature: typed })), typed).toMatchObject({ ok: true });
      }),
    );
    fc.assert(
      fc.property(nameArb, nameArb, (name, other) => {
        fc.pre(name.replace(/ /g, '').toLowerCase() !== other.replace(/ /g, '').toLowerCase());
        expect(refusal(form({ legalName: name, signature: other }))).toEqual({
          code: 'INVALID_INPUT',
          field: 'signature',
          message: SIGNATURE_MISMATCH_MESSAGE,
        });
      }),
    );
  });

  it(`takes a birth date that is a real day, ${MINIMUM_AGE} to ${MAXIMUM_AGE} years ago, and nothing else`, () => {
    const today = now.toISOString().slice(0, 10);
    const oldest = `${now.getUTCFullYear() - MAXIMUM_AGE}${today.slice(4)}`;
    fc.assert(
      fc.property(fc.date({ min: new Date('1880-01-01'), max: now, noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const answer = read(form({ dateOfBirth: day }));
        const age = ageOn(day, now);
        if (age < MINIMUM_AGE)
          expect(answer).toMatchObject({ error: { field: 'dateOfBirth', message: UNDER_AGE_MESSAGE } });
        else if (day < oldest)
          expect(answer).toMatchObject({ error: { field: 'dateOfBirth', message: TOO_OLD_MESSAGE } });
        else expect(answer).toMatchObject({ ok: true, value: { dateOfBirth: day } });
      }),
    );
    expect(read(form({ dateOfBirth: oldest })).ok).toBe(true);
    for (const bad of ['9999-12-31', '+275760-09-13', '2026-02-30', '1990-13-01', '31/12/1990', '2031-01-01'])
      expect(refusal(form({ dateOfBirth: bad })), bad).toMatchObject({
        field: 'dateOfBirth',
        message: DATE_OF_BIRTH_FORMAT_MESSAGE,
      });
    for (const old of ['0000-01-01', '1800-01-01', '1899-12-31', '1910-05-31'])
      expect(refusal(form({ dateOfBirth: old })), old).toMatchObject({
        field: 'dateOfBirth',
        message: TOO_OLD_MESSAGE,
      });
  });

  it('checks the second address line for the same characters, without asking a letter', () => {
    expect(read(form({}, { line2: '#4' }))).toMatchObject({ ok: true, value: { address: { line2: '#4' } } });
    expect(refusal(form({}, { line2: 'Apt\u202e4' }))).toMatchObject({ field: 'address.line2' });
    expect(refusal(form({}, { line2: '\u200b' }))).toMatchObject({ field: 'address.line2' });
  });
});

const codePoint = (c: string) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
