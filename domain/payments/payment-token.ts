/** The prefix of a card nonce from Square's Web Payments SDK (and of the simulator's test nonces). */
const CARD_NONCE_PREFIX = 'cnon:';

/**
 * docs/rules/payments.md, Cards: a browser's card token is usable when it carries the nonce prefix, or is
 * longer than 10 characters and is not an expired one; otherwise the player needs a fresh card.
 */
export function isUsableCardNonce(nonce: string): boolean {
  return nonce.startsWith(CARD_NONCE_PREFIX) || (nonce.length > 10 && !nonce.includes('expired'));
}
