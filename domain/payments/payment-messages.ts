/**
 * What a player reads when a card is refused, one text per gateway code (Square's codes). Exactly the
 * codes a new or updated card can fix (`asksForCardUpdate`, which opens the client's payment update
 * dialog) ask the player to update their payment card.
 */

/** No stored card, so no payment token can be produced. */
export const PAYMENT_TOKEN_MESSAGE =
  'Failed to generate payment token. Please update your payment method in your dashboard.';

export const ACCEPTED_BRANDS_MESSAGE = 'We accept Visa, Mastercard, American Express and Discover';

const DECLINE_TEXTS: Record<string, (n: number | null) => string> = {
  INSUFFICIENT_FUNDS: (n) =>
    n === null
      ? "Your payment account doesn't have sufficient funds"
      : `Your payment account doesn't have sufficient funds to claim number ${n}`,
  CARD_EXPIRED: () => 'Your card has expired. Please update your payment card to continue.',
  INVALID_EXPIRATION: () =>
    'Your card’s expiration date was not accepted. Please update your payment card to continue.',
  CARD_DECLINED_VERIFICATION_REQUIRED: () =>
    'Your bank needs to verify this card. Please update your payment card with the latest security features to continue.',
  GENERIC_DECLINE: () => 'Your card was declined by your bank. Please use another card or contact your bank.',
  CVV_FAILURE: () => 'Your card’s security code (CVV) was not accepted. Please check it or use another card.',
  ADDRESS_VERIFICATION_FAILURE: () =>
    'Your card’s billing postal code was not accepted. Please check it or use another card.',
  INVALID_CARD: () =>
    'This card can no longer be used for payments. Please update your payment card to continue.',
  NOT_FOUND: () => 'Your saved card could not be found. Please update your payment card to continue.',
  INVALID_CARD_DATA: () => 'The card details could not be verified. Please check them or use another card.',
  CARD_TOKEN_USED: () => 'This card form has already been used. Please enter your card again.',
  CARD_TOKEN_EXPIRED: () => 'This card form has expired. Please enter your card again.',
  UNSUPPORTED_CARD_BRAND: () => ACCEPTED_BRANDS_MESSAGE,
  CARD_NOT_SUPPORTED: () => 'This card cannot be used here. Please use another card.',
};

/**
 * The player's text for a refusal code; an unknown code gets a generic but honest sentence. The
 * number is the one being paid for (null when a card is being stored).
 */
export function declineMessage(code: string, number: number | null): string {
  // Own keys only: a code like 'constructor' must not reach Object.prototype.
  const text = Object.hasOwn(DECLINE_TEXTS, code) ? DECLINE_TEXTS[code] : undefined;
  return text
    ? text(number)
    : 'Your payment could not be completed. Please use another card or try again later.';
}

/** Codes with their own text (the rest share the generic one). */
export const KNOWN_DECLINE_CODES: readonly string[] = Object.keys(DECLINE_TEXTS);

/** The refusals only a new or updated card can fix: their texts ask the player to update the card. */
const CARD_UPDATE_CODES: ReadonlySet<string> = new Set([
  'CARD_EXPIRED',
  'INVALID_EXPIRATION',
  'CARD_DECLINED_VERIFICATION_REQUIRED',
  'INVALID_CARD',
  'NOT_FOUND',
]);

/** Does this refusal call for a new or updated card rather than another try? */
export function asksForCardUpdate(declineCode: string | null | undefined): boolean {
  return declineCode != null && CARD_UPDATE_CODES.has(declineCode);
}

/** The bank said the account lacks the funds. */
export const isInsufficientFunds = (declineCode: string | null | undefined): boolean =>
  declineCode === 'INSUFFICIENT_FUNDS';
