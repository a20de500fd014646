import { ACCEPTED_BRANDS_MESSAGE } from '../../domain/payments/payment-messages';
import { type AcceptedBrand, brandOf, digitsOf, passesLuhn, testCardOf } from './test-cards';

export interface SimulatorCardValues {
  number: string;
  expiry: string;
  cvv: string;
  postalCode: string;
}

export type SimulatorToken =
  | { ok: true; nonce: string; brand: AcceptedBrand; last4: string; expMonth: number; expYear: number }
  | { ok: false; message: string };

const ACCEPTED_BRANDS_TEXT = ACCEPTED_BRANDS_MESSAGE;
const UNKNOWN_TEST_CARD = 'Use one of the test cards listed below';

const invalid = (details: string): SimulatorToken => ({
  ok: false,
  message: `Card validation failed: ${details}. Please check all card details including expiry date and CVV.`,
});

/** MM/YY (or MM/YYYY) as month and four-digit year, or null when it is not a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Checks the test card form as a card processor would (number, brand, expiry, CVV, postal code) and
 * turns a listed test number into its simulator nonce. Unknown numbers are refused: there is no card
 * behind them.
 */
export function tokenizeTestCard(values: SimulatorCardValues, now: Date = new Date()): SimulatorToken {
  const digits = digitsOf(values.number);
  if (!passesLuhn(digits)) return invalid('the card number is not valid');
  const brand = brandOf(digits);
  if (!brand) return { ok: false, message: ACCEPTED_BRANDS_TEXT };
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return invalid('the expiry date must be MM/YY');
  // A card is good until the last day of its expiry month.
  if (new Date(expiry.year, expiry.month, 1).getTime() <= now.getTime())
    return invalid('the card has expired');
  const cvvLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(values.cvv.trim())) {
    return invalid(`the CVV must be ${cvvLength} digits`);
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(values.postalCode.trim())) {
    return invalid('the postal code is not valid');
  }
  const card = testCardOf(digits);
  if (!card) return { ok: false, message: UNKNOWN_TEST_CARD };
  return {
    ok: true,
    // The simulator stores the card with the expiry typed, as a real nonce carries it.
    nonce: `${card.nonce}:exp=${String(expiry.month).padStart(2, '0')}/${expiry.year}`,
    brand,
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
  };
}
