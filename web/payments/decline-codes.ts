/**
 * The gateway's refusal codes (the server's `declineCode`) that only a new or updated card can fix:
 * a declined payment with one of these opens the payment update dialog (docs/rules/payments.md, Decline messages). The
 * server's text for exactly these codes asks the player to update their payment card.
 */
const CARD_UPDATE_CODES: ReadonlySet<string> = new Set([
  'CARD_EXPIRED',
  'INVALID_EXPIRATION',
  'CARD_DECLINED_VERIFICATION_REQUIRED',
  'INVALID_CARD',
  'NOT_FOUND',
]);

/** Does this refusal call for the payment update dialog rather than the generic payment failure? */
export function asksForCardUpdate(declineCode: string | null | undefined): boolean {
  return declineCode != null && CARD_UPDATE_CODES.has(declineCode);
}

/** The bank said the account lacks funds (the failure dialog then suggests topping up). */
export const isInsufficientFunds = (declineCode: string | null | undefined): boolean =>
  declineCode === 'INSUFFICIENT_FUNDS';
