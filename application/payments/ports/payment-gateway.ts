/** The card brands we accept (docs/rules/payments.md, Cards). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER';

export interface GatewayCard {
  cardId: string;
  /** Null when the gateway reports a brand we do not accept. */
  brand: CardBrand | null;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string | null;
  enabled: boolean;
  /**
   * The gateway's stable id of the card number (Square's `fingerprint`): the same card stored twice
   * gets two card ids but one fingerprint. Null when the gateway gives none.
   */
  fingerprint: string | null;
}

/**
 * Stable reasons a card or a charge is refused. Square's codes where they exist (GENERIC_DECLINE,
 * CVV_FAILURE, ADDRESS_VERIFICATION_FAILURE, INVALID_EXPIRATION, INSUFFICIENT_FUNDS, CARD_EXPIRED,
 * CARD_DECLINED_VERIFICATION_REQUIRED...); UNSUPPORTED_CARD_BRAND for a brand we do not take.
 */
export interface CardRefusal {
  code: string;
  detail: string;
}

export type ChargeOutcome =
  | { status: 'approved'; paymentId: string; amountCents: number }
  | { status: 'declined'; refusal: CardRefusal; paymentId: string | null }
  /** Timeout, 5xx or dropped connection: retry with the same idempotency key until it settles. */
  | { status: 'unknown'; reason: string };

export interface ChargeRequest {
  /** The spin id (UUID): the same key never charges twice. */
  idempotencyKey: string;
  amountCents: number;
  customerId: string;
  cardId: string;
  /** Our reference on the payment (the spin id). */
  referenceId: string;
  note: string;
}

/**
 * The card processor (Square, or the simulator with Square-sandbox behaviour). Card data never
 * reaches us: the browser tokenizes it into a nonce, and we keep only gateway ids, brand, last 4, expiry.
 */
export interface PaymentGateway {
  createCustomer(input: {
    idempotencyKey: string;
    referenceId: string;
    email: string;
    givenName: string;
    familyName: string;
  }): Promise<{ customerId: string }>;
  /** Stores a card from a browser nonce; a refused nonce gives a refusal, never a throw. */
  saveCard(input: {
    idempotencyKey: string;
    customerId: string;
    nonce: string;
    verificationToken: string | null;
    cardholderName: string | null;
  }): Promise<{ ok: true; card: GatewayCard } | { ok: false; refusal: CardRefusal }>;
  listCards(customerId: string): Promise<GatewayCard[]>;
  disableCard(cardId: string): Promise<void>;
  /** Charges at once (autocomplete). Never throws for a network fault: that is `unknown`. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Voids a payment whose create call timed out, by its idempotency key. */
  cancelByIdempotencyKey(idempotencyKey: string): Promise<void>;
  /**
   * Test Connection: the gateway's cheapest read (Square: our location), with our credentials.
   * Never throws: an unreachable or refusing gateway is `ok: false` with the reason.
   */
  checkConnection(): Promise<{ ok: true } | { ok: false; reason: string }>;
}
