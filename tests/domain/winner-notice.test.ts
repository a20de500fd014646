import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winnerNotice, winnerNoticeTerms } from '../../domain/winners/winner-notice';

const facts = fc.record({
  firstName: fc.string(),
  gameName: fc.string(),
  prize: fc.string(),
  prizeValueCents: fc.nat(),
  number: fc.integer({ min: 1, max: 1000 }),
  winnerId: fc.option(fc.integer({ min: 1 }), { nil: null }),
});
const terms = fc.record({
  claimBy: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
  claimWindowHours: fc.integer({ min: 1, max: 720 }),
  instant: fc.boolean(),
});

describe("the winner's notice", () => {
  it('is its terms plus its facts by their names: what a one-statement award adds to the terms', () => {
    fc.assert(
      fc.property(facts, terms, (f, t) => {
        const notice: Record<string, unknown> = winnerNotice(f, t);
        const stated: Record<string, unknown> = winnerNoticeTerms(t, f.winnerId !== null);
        for (const [key, value] of Object.entries(notice))
          expect(value).toEqual(key in stated ? stated[key] : f[key as keyof typeof f]);
        expect(Object.keys(notice).sort()).toEqual(
          [
            ...Object.keys(stated),
            ...Object.keys(f).filter((k) => k !== 'winnerId' || f.winnerId !== null),
          ].sort(),
        );
      }),
    );
  });

  it('states the claim window only with a claim page to claim on, and marks an instant prize', () => {
    const f = { firstName: 'Ada', gameName: 'Mugs', prize: 'Mug', prizeValueCents: 900, number: 5 };
    const claimBy = new Date('2030-01-04T00:00:00.000Z');
    expect(winnerNotice({ ...f, winnerId: 12 }, { claimBy, claimWindowHours: 72, instant: true })).toEqual({
      kind: 'winner',
      ...f,
      winnerId: 12,
      claimBy: '2030-01-04T00:00:00.000Z',
      claimWindowHours: 72,
      instant: true,
    });
    expect(winnerNotice({ ...f, winnerId: null }, { claimBy, claimWindowHours: 72 })).toEqual({
      kind: 'winner',
      ...f,
      claimBy: '2030-01-04T00:00:00.000Z',
    });
  });
});
