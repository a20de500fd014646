import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageSpentCents, netChargeCents, totalSpentCents } from '../../domain/payments/net-spent';
import type { RefundStatus } from '../../domain/payments/refund-progress';
import { statsFromClaims } from '../../domain/play/player-stats';

const chargeArb = fc.record({
  amountCents: fc.integer({ min: 0, max: 20_000 }),
  refund: fc.option(fc.constantFrom<RefundStatus>('pending', 'refunded', 'failed'), { nil: null }),
});
const asCharge = (c: { amountCents: number; refund: RefundStatus | null }) => ({
  amountCents: c.amountCents,
  refund: c.refund ? { status: c.refund, amountCents: c.amountCents } : null,
});

describe("the player's Total Spent, net of refunds", () => {
  it('a confirmed refund gives the whole charge back; a pending or failing one gives nothing yet', () => {
    expect(netChargeCents({ amountCents: 1_200, refund: null })).toBe(1_200);
    expect(netChargeCents({ amountCents: 1_200, refund: { status: 'refunded', amountCents: 1_200 } })).toBe(
      0,
    );
    expect(netChargeCents({ amountCents: 1_200, refund: { status: 'pending', amountCents: 1_200 } })).toBe(
      1_200,
    );
    expect(netChargeCents({ amountCents: 1_200, refund: { status: 'failed', amountCents: 1_200 } })).toBe(
      1_200,
    );
  });

  it('is the sum of the charges without a confirmed refund', () => {
    fc.assert(
      fc.property(fc.array(chargeArb), (charges) => {
        const expected = charges
          .filter((c) => c.refund !== 'refunded')
          .reduce((sum, c) => sum + c.amountCents, 0);
        expect(totalSpentCents(charges.map(asCharge))).toBe(expected);
      }),
    );
  });

  it("the dashboard's figure follows the same rule", () => {
    const claim = (id: string, priceCents: number) => ({
      id,
      kind: 'paid' as const,
      status: 'paid' as const,
      priceCents,
    });
    const claims = [
      claim('a', 500),
      claim('b', 700),
      claim('c', 900),
      { ...claim('d', 0), kind: 'free' as const, status: 'free' as const },
    ];
    const refunds = [
      { claimId: 'a', status: 'refunded' as const, amountCents: 500 },
      { claimId: 'b', status: 'pending' as const, amountCents: 700 },
    ];
    expect(statsFromClaims(claims, 0).totalSpentCents).toBe(2_100);
    expect(statsFromClaims(claims, 0, refunds)).toMatchObject({ totalSpentCents: 1_600, totalSpins: 4 });
  });

  it('Average Spin is the net total over the entries, so a refunded charge lowers both alike', () => {
    fc.assert(
      fc.property(fc.array(chargeArb, { minLength: 1 }), (charges) => {
        const net = charges.map(asCharge);
        expect(averageSpentCents(net)).toBe(Math.round(totalSpentCents(net) / net.length));
      }),
    );
    expect(averageSpentCents([])).toBe(0);
    const refunded = { amountCents: 1_000, refund: { status: 'refunded' as const, amountCents: 1_000 } };
    expect(averageSpentCents([{ amountCents: 1_000, refund: null }, refunded])).toBe(500);
  });
});
