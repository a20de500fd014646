import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winStands, winsInForce } from '../../domain/play/player-wins';
import { CLAIM_STATUSES, endsWin } from '../../domain/winners/prize-claim';

const winArb = fc.record({
  winnerId: fc.nat(10_000),
  selectedAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
  claimStatus: fc.option(fc.constantFrom(...CLAIM_STATUSES), { nil: null }),
});

describe("a player's wins", () => {
  it('main and instant wins count alike: every win that stands, whichever list it came from', () => {
    fc.assert(
      fc.property(fc.array(winArb), fc.array(winArb), (main, instant) => {
        const wins = winsInForce(main, instant);
        expect(wins.length).toBe([...main, ...instant].filter(winStands).length);
        expect(winsInForce(instant, main).length).toBe(wins.length);
      }),
    );
  });

  it('a declined or forfeited claim ends the win; any other status, or no claim yet, keeps it', () => {
    for (const status of CLAIM_STATUSES) expect(winStands({ claimStatus: status })).toBe(!endsWin(status));
    expect(winStands({ claimStatus: null })).toBe(true);
    expect(winStands({ claimStatus: 'forfeited' })).toBe(false);
    expect(winStands({ claimStatus: 'declined' })).toBe(false);
  });

  it('lists the newest win first, the later winner id first between two of the same moment', () => {
    fc.assert(
      fc.property(fc.array(winArb), fc.array(winArb), (main, instant) => {
        const wins = winsInForce(main, instant);
        for (let i = 1; i < wins.length; i++) {
          const [a, b] = [wins[i - 1], wins[i]];
          if (!a || !b) continue;
          const order = a.selectedAt.getTime() - b.selectedAt.getTime() || a.winnerId - b.winnerId;
          expect(order).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
