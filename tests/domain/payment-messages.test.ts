import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  declineMessage,
  KNOWN_DECLINE_CODES,
  PAYMENT_TOKEN_MESSAGE,
} from '../../domain/payments/payment-messages';
import { holdExpiry, holdMinutesLeft, holdOpenMessage, isHoldOpen } from '../../domain/play/hold-policy';

describe('decline texts', () => {
  it('give every known code its own sentence', () => {
    const texts = KNOWN_DECLINE_CODES.map((code) => declineMessage(code, 7));
    expect(new Set(texts).size).toBe(KNOWN_DECLINE_CODES.length);
  });

  it("use the rules' sentence for insufficient funds, naming the number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        expect(declineMessage('INSUFFICIENT_FUNDS', n)).toBe(
          `Your payment account doesn't have sufficient funds to claim number ${n}`,
        );
      }),
    );
    expect(declineMessage('INSUFFICIENT_FUNDS', null)).not.toContain('number');
  });

  it('open the update dialog exactly for cards a new or updated card fixes', () => {
    const opens = KNOWN_DECLINE_CODES.filter((code) =>
      declineMessage(code, 1).includes('update your payment'),
    );
    expect(opens.sort()).toEqual(
      [
        'CARD_DECLINED_VERIFICATION_REQUIRED',
        'CARD_EXPIRED',
        'INVALID_CARD',
        'INVALID_EXPIRATION',
        'NOT_FOUND',
      ].sort(),
    );
    expect(PAYMENT_TOKEN_MESSAGE).toBe(
      'Failed to generate payment token. Please update your payment method in your dashboard.',
    );
  });

  it('answer an unknown code with a generic sentence, never an empty one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('constructor', 'toString', '__proto__')), (code) => {
        fc.pre(!KNOWN_DECLINE_CODES.includes(code));
        expect(declineMessage(code, 3)).toMatch(/could not be completed/);
      }),
    );
  });
});

describe('holds', () => {
  const declinedAt = new Date('2030-06-01T12:00:00Z');
  const at = (ms: number) => new Date(declinedAt.getTime() + ms);

  it('last 10 minutes from the decline', () => {
    expect(holdExpiry(declinedAt)).toEqual(at(600_000));
    expect(isHoldOpen(holdExpiry(declinedAt), at(599_999))).toBe(true);
    expect(isHoldOpen(holdExpiry(declinedAt), at(600_000))).toBe(false);
    expect(isHoldOpen(null, declinedAt)).toBe(false);
  });

  it('count whole minutes left, rounded up, and name the number in their message', () => {
    const expiry = holdExpiry(declinedAt);
    expect(holdMinutesLeft(expiry, declinedAt)).toBe(10);
    expect(holdMinutesLeft(expiry, at(540_001))).toBe(1);
    expect(holdMinutesLeft(expiry, at(700_000))).toBe(0);
    expect(holdOpenMessage(42, expiry, at(540_001))).toContain('number 42');
    expect(holdOpenMessage(42, expiry, at(540_001))).toContain('1 more minute.');
    expect(holdOpenMessage(42, expiry, declinedAt)).toContain('10 more minutes');
  });
});
