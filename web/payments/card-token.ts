/** A card tokenized in the browser: the nonce the server stores with the gateway, never card data. */
export interface CardToken {
  nonce: string;
  verificationToken?: string;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

export type TokenizeResult = { ok: true; token: CardToken } | { ok: false; message: string };

/** What a card field set (Square's or the simulator's) gives the form once it is ready. */
export interface CardTokenizer {
  tokenize(cardholderName: string): Promise<TokenizeResult>;
}

export const NOT_INITIALIZED =
  'Card payment form is not properly initialized. Please refresh the page and try again.';
export const NOT_READY = 'Payment form not ready. Please try again.';

export function validationFailed(details: string): TokenizeResult {
  return {
    ok: false,
    message: `Card validation failed: ${details}. Please check all card details including expiry date and CVV.`,
  };
}
