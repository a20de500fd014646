import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statsFromClaims } from '../../domain/play/player-stats';
import { claimArb } from '../arbitraries/stats';

const settled = (status: string) => status === 'paid' || status === 'free';

describe('player statistics', () => {
  it('count only settled claims as spins', () => {
    fc.assert(
      fc.property(fc.array(claimArb), fc.nat(10), (claims, wins) => {
        const stats = statsFromClaims(claims, wins);
        expect(stats.totalSpins).toBe(claims.filter((c) => settled(c.status)).length);
        expect(stats.totalWins).toBe(wins);
      }),
    );
  });

  it('total spent is the sum of paid claims; pending, held and released ones cost nothing yet', () => {
    fc.assert(
      fc.property(fc.array(claimArb), (claims) => {
        const expected = claims.filter((c) => c.status === 'paid').reduce((s, c) => s + c.priceCents, 0);
        expect(statsFromClaims(claims, 0).totalSpentCents).toBe(expected);
      }),
    );
  });

  it('a free spin is a settled entry that cost nothing', () => {
    fc.assert(
      fc.property(fc.array(claimArb), (claims) => {
        const stats = statsFromClaims(claims, 0);
        expect(stats.freeSpins).toBe(claims.filter((c) => settled(c.status) && c.priceCents === 0).length);
        expect(stats.freeSpins).toBeLessThanOrEqual(stats.totalSpins);
      }),
    );
  });

  it('adding a settled claim adds one spin', () => {
    fc.assert(
      fc.property(fc.array(claimArb), claimArb, (claims, extra) => {
        const before = statsFromClaims(claims, 0).totalSpins;
        const after = statsFromClaims([...claims, extra], 0).totalSpins;
        expect(after - before).toBe(settled(extra.status) ? 1 : 0);
      }),
    );
  });

  it('a new player has all zeros', () => {
    expect(statsFromClaims([], 0)).toEqual({ totalSpins: 0, totalWins: 0, totalSpentCents: 0, freeSpins: 0 });
  });
});
