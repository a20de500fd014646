import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REFUND_KEY_LENGTH, refundKeyOf } from '../../domain/payments/refund-key';
import {
  type RefundStatus,
  refundProgressByGame,
  refundProgressOf,
} from '../../domain/payments/refund-progress';

describe('refund keys', () => {
  it("a claim's refund key is the same every time, fits Square's 45 characters and is never its charge key", () => {
    fc.assert(
      // Up to 999 998, so the next attempt's key (compared below) still has at most six digits.
      fc.property(fc.uuid(), fc.integer({ min: 1, max: 999_998 }), (claimId, attempt) => {
        const key = refundKeyOf(claimId, attempt);
        expect(key).toBe(refundKeyOf(claimId, attempt));
        expect(key.length).toBeLessThanOrEqual(MAX_REFUND_KEY_LENGTH);
        expect(key).not.toBe(claimId);
        expect(key).not.toBe(refundKeyOf(claimId, attempt + 1));
      }),
    );
  });

  it('two claims never share a refund key', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.integer({ min: 1, max: 99 }), (a, b, attempt) => {
        fc.pre(a !== b);
        expect(refundKeyOf(a, attempt)).not.toBe(refundKeyOf(b, attempt));
      }),
    );
  });

  it('an attempt that is not a positive whole number is our bug', () => {
    expect(() => refundKeyOf('c', 0)).toThrow();
    expect(() => refundKeyOf('c', 1.5)).toThrow();
  });
});

describe('refund progress', () => {
  const rows = (...statuses: RefundStatus[]) => statuses.map((status) => ({ status, amountCents: 250 }));

  it('counts each status and the cents refunded; done only once every refund is confirmed', () => {
    expect(refundProgressOf(rows('refunded', 'pending', 'failed', 'refunded'))).toEqual({
      refunded: 2,
      pending: 1,
      failed: 1,
      total: 4,
      refundedCents: 500,
      done: false,
    });
    expect(refundProgressOf(rows('refunded', 'refunded')).done).toBe(true);
  });

  it('a game with nothing to refund is done', () => {
    expect(refundProgressOf([])).toMatchObject({ total: 0, done: true });
  });
});

describe("each game's refund progress from its tallies", () => {
  const status = fc.constantFrom<RefundStatus>('pending', 'refunded', 'failed');
  const row = fc.record({
    gameId: fc.integer({ min: 1, max: 3 }),
    status,
    amountCents: fc.integer({ min: 1, max: 10_000 }),
  });

  it("is what refundProgressOf says of the game's refunds", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const tallies = rows.map((r) => ({
          gameId: r.gameId,
          status: r.status,
          count: 1,
          amountCents: r.amountCents,
        }));
        const byGame = refundProgressByGame(tallies);
        expect([...byGame.keys()].sort()).toEqual([...new Set(rows.map((r) => r.gameId))].sort());
        for (const [gameId, progress] of byGame) {
          expect(progress).toEqual(refundProgressOf(rows.filter((r) => r.gameId === gameId)));
        }
      }),
    );
  });
});
