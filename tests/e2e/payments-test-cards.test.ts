import { describe, expect, it } from 'vitest';
import {
  sandboxCard,
  sandboxExpiryOfNonce,
  sandboxTagOfNonce,
} from '../../adapters/payments-simulator/sandbox-cards';
import { parseExpiry, tokenizeTestCard } from '../../web/payments/simulator-tokenize';
import { brandOf, digitsOf, passesLuhn, TEST_CARDS } from '../../web/payments/test-cards';

// The browser's test card form (web/payments) against the simulator it stands in front of.
const now = new Date(2030, 5, 15);
const card = (number: string, overrides: Partial<Record<'expiry' | 'cvv' | 'postalCode', string>> = {}) => ({
  number,
  expiry: '12/31',
  cvv: number.startsWith('37') ? '1234' : '123',
  postalCode: '37201',
  ...overrides,
});

describe('the simulator test card form', () => {
  it.each(TEST_CARDS)(
    '$number is a valid $brand number whose nonce the simulator knows, with the same last 4',
    (test) => {
      const digits = digitsOf(test.number);
      expect(passesLuhn(digits)).toBe(true);
      expect(brandOf(digits)).toBe(test.brand);
      const tag = sandboxTagOfNonce(test.nonce);
      expect(tag).not.toBeNull();
      expect(sandboxCard(tag ?? '')?.last4).toBe(digits.slice(-4));
      expect(sandboxCard(tag ?? '')?.decline === null).toBe(test.outcome === 'Approved');
    },
  );

  it('turns 4111 1111 1111 1111 into the approving nonce and 4000 0000 0000 0002 into the declining one', () => {
    expect(tokenizeTestCard(card('4111 1111 1111 1111'), now)).toMatchObject({
      ok: true,
      nonce: 'cnon:card-nonce-ok:exp=12/2031',
      brand: 'Visa',
      last4: '1111',
      expMonth: 12,
      expYear: 2031,
    });
    expect(tokenizeTestCard(card('4000000000000002'), now)).toMatchObject({
      nonce: 'cnon:card-nonce-declined:exp=12/2031',
    });
  });

  it('a card typed as expiring 11/30 is stored by the simulator as expiring 11/2030', () => {
    const token = tokenizeTestCard(card('4111 1111 1111 1111', { expiry: '11/30' }), now);
    if (!token.ok) throw new Error(token.message);
    expect(sandboxTagOfNonce(token.nonce)).toBe('ok');
    expect(sandboxExpiryOfNonce(token.nonce, now)).toEqual({ expMonth: 11, expYear: 2030 });
    expect(sandboxExpiryOfNonce('cnon:card-nonce-ok', now)).toEqual({ expMonth: 12, expYear: 2033 });
  });

  it('refuses a valid number that is not a test card, pointing at the list', () => {
    expect(tokenizeTestCard(card('4242 4242 4242 4242'), now)).toEqual({
      ok: false,
      message: 'Use one of the test cards listed below',
    });
  });

  it('refuses brands we do not take, bad numbers, past or malformed expiry, and a wrong CVV length', () => {
    expect(tokenizeTestCard(card('3566 0020 2036 0505'), now)).toEqual({
      ok: false,
      message: 'We accept Visa, Mastercard, American Express and Discover',
    });
    const failure = (result: ReturnType<typeof tokenizeTestCard>) => (result.ok ? '' : result.message);
    expect(failure(tokenizeTestCard(card('4111 1111 1111 1112'), now))).toMatch(
      /^Card validation failed: the card number/,
    );
    expect(failure(tokenizeTestCard(card('4111 1111 1111 1111', { expiry: '05/30' }), now))).toContain(
      'expired',
    );
    expect(tokenizeTestCard(card('4111 1111 1111 1111', { expiry: '06/30' }), now).ok).toBe(true);
    expect(failure(tokenizeTestCard(card('4111 1111 1111 1111', { expiry: '13/31' }), now))).toContain(
      'MM/YY',
    );
    expect(failure(tokenizeTestCard(card('4111 1111 1111 1111', { cvv: '1234' }), now))).toContain(
      'CVV must be 3',
    );
    expect(failure(tokenizeTestCard(card('3714 496353 98431', { cvv: '123' }), now))).toContain(
      'CVV must be 4',
    );
    expect(failure(tokenizeTestCard(card('4111 1111 1111 1111', { postalCode: '' }), now))).toContain(
      'postal code',
    );
    expect(parseExpiry('7/2032')).toEqual({ month: 7, year: 2032 });
  });
});
