import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftGame, type GameInput } from '../../domain/games/game';
import { freeRangeArb, totalNumbersArb } from '../arbitraries/game';
import { fieldOf } from '../support/error-fields';

const NOW = new Date('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;
const minimal: GameInput = { name: 'Mug Madness', prize: 'Travel Mug' };

const draft = (input: Partial<GameInput>) => draftGame({ ...minimal, ...input }, NOW);
const failure = (input: Partial<GameInput>) => {
  const result = draft(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('drafting a game', () => {
  it('fills in the defaults', () => {
    const result = draftGame(minimal, NOW, 1_700_000_123_456);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        code: 'G123456',
        totalNumbers: 125,
        durationHours: 240,
        maxWinners: 1,
        emoji: '🎮',
        gameType: 'wheel_spin',
        prizeValueCents: 0,
        prizeImageUrl: null,
        isScheduled: false,
        startTime: NOW,
        endTime: new Date(NOW.getTime() + 240 * HOUR),
        freePlayStart: 126,
        freePlayEnd: 125,
      }),
    });
  });

  it('ends exactly durationHours after it starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 730 }), fc.boolean(), (hours, scheduled) => {
        const startTime = new Date(NOW.getTime() + 5 * HOUR);
        const result = draft({ durationHours: hours, isScheduled: scheduled, startTime });
        expect(result.ok && result.value.endTime.getTime() - startTime.getTime()).toBe(hours * HOUR);
      }),
    );
  });

  it('free play switched on takes the top quarter of the numbers', () => {
    fc.assert(
      fc.property(totalNumbersArb(10_000), (total) => {
        const result = draft({ totalNumbers: total, freePlay: true });
        expect(result.ok && [result.value.freePlayStart, result.value.freePlayEnd]).toEqual([
          Math.ceil(0.75 * total),
          total,
        ]);
      }),
    );
  });

  it('an explicit free range inside the wheel is kept as given', () => {
    const arb = totalNumbersArb().chain((total) => fc.tuple(fc.constant(total), freeRangeArb(total)));
    fc.assert(
      fc.property(arb, ([total, range]) => {
        const result = draft({ totalNumbers: total, freePlay: range });
        expect(result.ok && [result.value.freePlayStart, result.value.freePlayEnd]).toEqual([
          range.start,
          range.end,
        ]);
      }),
    );
  });

  it('free play switched off stores the no-free-play sentinel', () => {
    fc.assert(
      fc.property(totalNumbersArb(), fc.constantFrom(false, undefined), (total, freePlay) => {
        const result = draft({ totalNumbers: total, freePlay });
        expect(result.ok && [result.value.freePlayStart, result.value.freePlayEnd]).toEqual([
          total + 1,
          total,
        ]);
      }),
    );
  });

  it('a free range outside the wheel or upside down is refused, naming the field', () => {
    expect(fieldOf(failure({ totalNumbers: 100, freePlay: { start: 0, end: 50 } }))).toBe('freePlayStart');
    expect(fieldOf(failure({ totalNumbers: 100, freePlay: { start: 50, end: 101 } }))).toBe('freePlayEnd');
    expect(failure({ totalNumbers: 100, freePlay: { start: 60, end: 50 } })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'freePlayStart',
      message: 'Free play start must not be after free play end',
    });
  });

  it('requires a name and a prize, after trimming', () => {
    expect(failure({ name: '   ' })).toEqual({
      code: 'INVALID_INPUT',
      field: 'name',
      message: 'Game name is required',
    });
    expect(failure({ prize: '' })).toEqual({
      code: 'INVALID_INPUT',
      field: 'prize',
      message: 'Prize is required',
    });
    expect(draft({ name: '  Mug  ' })).toMatchObject({ ok: true, value: { name: 'Mug' } });
  });

  it('refuses a total outside 1..10000 or not whole', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10_001 }), fc.double({ noInteger: true })),
        (total) => {
          expect(failure({ totalNumbers: total })).toEqual({
            code: 'INVALID_INPUT',
            field: 'totalNumbers',
            message: 'Total numbers must be a whole number from 1 to 10000',
          });
        },
      ),
    );
  });

  it('refuses a duration outside 1..730 hours and a prize value outside $0..$10,000', () => {
    expect(fieldOf(failure({ durationHours: 0 }))).toBe('durationHours');
    expect(fieldOf(failure({ durationHours: 731 }))).toBe('durationHours');
    expect(fieldOf(failure({ prizeValueCents: -1 }))).toBe('prizeValueCents');
    expect(failure({ prizeValueCents: 1_000_001 }).message).toBe(
      'Prize value must be from $0 to $10,000 in whole cents',
    );
    expect(fieldOf(failure({ prizeValueCents: 10.5 }))).toBe('prizeValueCents');
    expect(draft({ prizeValueCents: 1_000_000 }).ok).toBe(true);
  });

  it('a scheduled game needs a valid start time', () => {
    expect(fieldOf(failure({ isScheduled: true }))).toBe('startTime');
    expect(fieldOf(failure({ startTime: new Date('nonsense') }))).toBe('startTime');
  });

  it('bounds the length of every text', () => {
    expect(failure({ name: 'x'.repeat(101) }).message).toBe('Game name must be at most 100 characters long');
    expect(fieldOf(failure({ description: 'x'.repeat(2001) }))).toBe('description');
  });
});
