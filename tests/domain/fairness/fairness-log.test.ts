import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainLog,
  formatInstant,
  headOf,
  INSTANT_PATTERN,
  type LogEntry,
  lineOf,
} from '../../../domain/fairness/fairness-log';
import { clientSeedProblem, isValidClientSeed, serverSeedHash } from '../../../domain/fairness/seeds';
import { referenceHash } from './reference-scheme';

const AT = '2026-11-23T09:21:10.005Z';
const COMMITMENT = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const entryArb: fc.Arbitrary<LogEntry> = fc.oneof(
  fc.record({
    type: fc.constant('claim' as const),
    spin: fc.integer({ min: 1, max: 500 }),
    kind: fc.constantFrom('paid' as const, 'free' as const),
    number: fc.integer({ min: 1, max: 500 }),
    clientSeed: fc.string({ minLength: 1, maxLength: 64 }),
    at: fc.constant(AT),
  }),
  fc.record({
    type: fc.constantFrom('release' as const, 'draw' as const),
    number: fc.integer({ min: 1, max: 500 }),
    at: fc.constant(AT),
  }),
  fc.record({
    type: fc.constantFrom('setaside' as const, 'pick' as const),
    number: fc.integer({ min: 1, max: 500 }),
    at: fc.constant(AT),
    detail: fc.string({ maxLength: 40 }),
  }),
  fc.record({
    type: fc.constant('edit' as const),
    at: fc.constant(AT),
    detail: fc.string({ maxLength: 40 }),
  }),
);

describe('the log lines and their hash chain', () => {
  it("writes an operator entry's line as the claim line plus the detail, empty text for a missing number", () => {
    const setAside: LogEntry = { type: 'setaside', number: 7, at: AT, detail: 'Ineligible: under 18' };
    expect(lineOf(4, setAside)).toBe(`4|setaside|||7||${AT}|Ineligible: under 18`);
    expect(lineOf(5, { type: 'pick', number: 9, at: AT, detail: 'Charity pick' })).toBe(
      `5|pick|||9||${AT}|Charity pick`,
    );
    const edit: LogEntry = { type: 'edit', at: AT, detail: 'endTime=2026-11-24T00:00:00.000Z' };
    expect(lineOf(6, edit)).toBe(`6|edit|||||${AT}|endTime=2026-11-24T00:00:00.000Z`);
  });

  it('keeps the line of the entry types logged before operator entries existed (no detail field)', () => {
    expect(lineOf(2, { type: 'draw', number: 7, at: AT })).toBe(`2|draw|||7||${AT}`);
  });

  it('writes line_i with empty text for the fields a type lacks', () => {
    const claim: LogEntry = {
      type: 'claim',
      spin: 3,
      kind: 'free',
      number: 17,
      clientSeed: 'a1b2c3',
      at: AT,
    };
    expect(lineOf(4, claim)).toBe(`4|claim|3|free|17|a1b2c3|${AT}`);
    expect(lineOf(5, { type: 'release', number: 17, at: AT })).toBe(`5|release|||17||${AT}`);
    expect(lineOf(6, { type: 'draw', number: 9, at: AT })).toBe(`6|draw|||9||${AT}`);
  });

  it('adds |k after the time to the line of a claim of instant-win number k, and only to it', () => {
    const claim: LogEntry = { type: 'claim', spin: 3, kind: 'paid', number: 17, clientSeed: 'a|b', at: AT };
    expect(lineOf(4, { ...claim, instant: 2 })).toBe(`4|claim|3|paid|17|a|b|${AT}|2`);
    expect(lineOf(4, claim)).toBe(`4|claim|3|paid|17|a|b|${AT}`);
    // A store that reads a claim without a prize as null writes the claim's usual line.
    expect(lineOf(4, { ...claim, instant: null as unknown as number })).toBe(lineOf(4, claim));
  });

  it('writes instants in ISO 8601 UTC with milliseconds', () => {
    expect(formatInstant(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
    expect(INSTANT_PATTERN.test('2026-01-02T03:04:05.006Z')).toBe(true);
    for (const text of ['2026-01-02T03:04:05Z', '2026-01-02T03:04:05.006+00:00', '2026-01-02 03:04:05.006Z'])
      expect(INSTANT_PATTERN.test(text), text).toBe(false);
  });

  it('links each hash to the one before, from the commitment, as SHA-256 of `hash|line`', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 12 }), (entries) => {
        const log = chainLog(COMMITMENT, entries);
        let previous = COMMITMENT;
        log.forEach((entry, index) => {
          expect(entry.hash).toBe(referenceHash(previous, lineOf(index + 1, entries[index] as LogEntry)));
          previous = entry.hash;
        });
        expect(headOf(COMMITMENT, log)).toBe(previous);
      }),
    );
  });

  it('a changed entry changes its own hash and every later one, and none before it', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 10 }), fc.nat(), (entries, at) => {
        const k = at % entries.length;
        const change = (entry: LogEntry): LogEntry =>
          'number' in entry
            ? { ...entry, number: entry.number + 1 }
            : { ...entry, detail: `${entry.detail}!` };
        const changed = entries.map((entry, i) => (i === k ? change(entry) : entry));
        const before = chainLog(COMMITMENT, entries);
        const after = chainLog(COMMITMENT, changed);
        after.forEach((entry, i) => {
          if (i < k) expect(entry.hash).toBe(before[i]?.hash);
          else expect(entry.hash).not.toBe(before[i]?.hash);
        });
      }),
    );
  });
});

describe('the seeds', () => {
  it('commits to the server seed with the lowercase hex SHA-256 of its 32 raw bytes', () => {
    expect(serverSeedHash(new Uint8Array(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });

  it('accepts 1 to 64 printable ASCII characters as a client seed, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 64,
        }),
        (seed) => {
          expect(isValidClientSeed(seed)).toBe(true);
        },
      ),
    );
    expect(clientSeedProblem('')).toBe('Client seed must have at least 1 character.');
    expect(clientSeedProblem('x'.repeat(65))).toBe('Client seed must have at most 64 characters.');
    for (const seed of ['tab\there', 'caf\u00e9', 'new\nline', '\u007f'])
      expect(clientSeedProblem(seed), JSON.stringify(seed)).toBe(
        'Client seed may use only printable ASCII characters.',
      );
  });
});
