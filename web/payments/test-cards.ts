/**
 * The payment simulator's test cards: the browser's stand-in for Square's hosted card fields when the
 * server runs the simulator. Each number maps to one of the simulator's sandbox nonces (the same nonces
 * Square's sandbox uses), chosen so that the last four digits match what the simulator stores.
 * No real card is ever charged in this mode.
 */

export type AcceptedBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export interface TestCard {
  number: string;
  brand: AcceptedBrand;
  nonce: string;
  /** What happens when this card is charged. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', brand: 'Visa', nonce: 'cnon:card-nonce-ok', outcome: 'Approved' },
  {
    number: '5555 5555 5555 4444',
    brand: 'Mastercard',
    nonce: 'cnon:card-nonce-ok-mastercard',
    outcome: 'Approved',
  },
  {
    number: '3714 496353 98431',
    brand: 'American Express',
    nonce: 'cnon:card-nonce-ok-amex',
    outcome: 'Approved',
  },
  {
    number: '6011 1111 1111 1117',
    brand: 'Discover',
    nonce: 'cnon:card-nonce-ok-discover',
    outcome: 'Approved',
  },
  { number: '4000 0000 0000 0002', brand: 'Visa', nonce: 'cnon:card-nonce-declined', outcome: 'Declined' },
  {
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-insufficient-funds',
    outcome: 'Declined: insufficient funds',
  },
  {
    number: '4000 0000 0000 0119',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-expired-card',
    outcome: 'Declined: card expired',
  },
  {
    number: '4000 0027 6000 3184',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-verification-required',
    outcome: 'Declined: verification required',
  },
  {
    number: '4000 0000 0000 0101',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-rejected-cvv',
    outcome: 'Declined: CVV not accepted',
  },
  {
    number: '4000 0000 0000 0036',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-rejected-postalcode',
    outcome: 'Declined: postal code not accepted',
  },
  {
    number: '4000 0000 0000 0069',
    brand: 'Visa',
    nonce: 'cnon:card-nonce-rejected-expiration',
    outcome: 'Declined: expiry date not accepted',
  },
];

export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number belongs to, among the four we accept; null for any other. */
export function brandOf(digits: string): AcceptedBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'Visa';
  if (/^(5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{12}|2720\d{12})$/.test(digits)) return 'Mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  if (/^(6011\d{12}|65\d{14}|64[4-9]\d{13})$/.test(digits)) return 'Discover';
  return null;
}

export function testCardOf(digits: string): TestCard | null {
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits) ?? null;
}
