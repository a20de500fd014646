import type { CardRefusal } from '../../application/payments/ports/payment-gateway';

/**
 * Square sandbox test nonces and how the cards they store behave. Shared by the simulator and the
 * tests' fake Square API, so both play the same card scenarios.
 *
 * Square's own sandbox nonces: storing the card succeeds; charging it gives the outcome below.
 *   cnon:card-nonce-ok                    approves (VISA 1111)
 *   cnon:card-nonce-declined              GENERIC_DECLINE (VISA 0002)
 *   cnon:card-nonce-rejected-cvv          CVV_FAILURE (VISA 0101)
 *   cnon:card-nonce-rejected-postalcode   ADDRESS_VERIFICATION_FAILURE (VISA 0036)
 *   cnon:card-nonce-rejected-expiration   INVALID_EXPIRATION (VISA 0069)
 * Ours, for tests only (Square's sandbox has no nonce for these declines):
 *   cnon:card-nonce-insufficient-funds    INSUFFICIENT_FUNDS (VISA 9995)
 *   cnon:card-nonce-expired-card          CARD_EXPIRED (VISA 0119)
 *   cnon:card-nonce-verification-required CARD_DECLINED_VERIFICATION_REQUIRED (VISA 3184)
 *   cnon:card-nonce-ok-mastercard / -amex / -discover   approve with that brand
 *   cnon:card-nonce-ok-jcb                approves, but JCB is a brand we do not take (brand null)
 * Any other nonce is refused when the card is stored (INVALID_CARD_DATA).
 */
const SANDBOX_NONCE_PREFIX = 'cnon:card-nonce-';

export interface SandboxCard {
  /** Square's wire brand (`card_brand`). */
  brand: string;
  last4: string;
  /** Null when charges approve. */
  decline: CardRefusal | null;
}

const declining = (code: string, last4: string): SandboxCard => ({
  brand: 'VISA',
  last4,
  decline: { code, detail: `Authorization error: '${code}'` },
});

/** Keyed by the nonce without its prefix; the key is also the card's behaviour tag. */
const cards: Record<string, SandboxCard> = {
  ok: { brand: 'VISA', last4: '1111', decline: null },
  'ok-mastercard': { brand: 'MASTERCARD', last4: '4444', decline: null },
  'ok-amex': { brand: 'AMERICAN_EXPRESS', last4: '8431', decline: null },
  'ok-discover': { brand: 'DISCOVER', last4: '1117', decline: null },
  'ok-jcb': { brand: 'JCB', last4: '0505', decline: null },
  declined: declining('GENERIC_DECLINE', '0002'),
  'rejected-cvv': declining('CVV_FAILURE', '0101'),
  'rejected-postalcode': declining('ADDRESS_VERIFICATION_FAILURE', '0036'),
  'rejected-expiration': declining('INVALID_EXPIRATION', '0069'),
  'insufficient-funds': declining('INSUFFICIENT_FUNDS', '9995'),
  'expired-card': declining('CARD_EXPIRED', '0119'),
  'verification-required': declining('CARD_DECLINED_VERIFICATION_REQUIRED', '3184'),
};

/**
 * The simulator's test card form adds the expiry the player typed to the nonce (`...:exp=11/2030`), as
 * a real nonce stands for the card typed, expiry included; the card is stored with it.
 */
const EXPIRY_SUFFIX = /:exp=(\d{2})\/(\d{4})$/;

/** The behaviour tag of a nonce (`ok`, `declined`...), or null for a nonce the sandbox does not know. */
export function sandboxTagOfNonce(nonce: string): string | null {
  if (!nonce.startsWith(SANDBOX_NONCE_PREFIX)) return null;
  const tag = nonce.slice(SANDBOX_NONCE_PREFIX.length).replace(EXPIRY_SUFFIX, '');
  return Object.hasOwn(cards, tag) ? tag : null;
}

/** The expiry the nonce carries, else the sandbox's own (`sandboxExpiry`). */
export function sandboxExpiryOfNonce(
  nonce: string,
  now: Date = new Date(),
): { expMonth: number; expYear: number } {
  const typed = EXPIRY_SUFFIX.exec(nonce);
  const expMonth = Number(typed?.[1]);
  return typed && expMonth >= 1 && expMonth <= 12
    ? { expMonth, expYear: Number(typed[2]) }
    : sandboxExpiry(now);
}

export function sandboxCard(tag: string): SandboxCard | null {
  return Object.hasOwn(cards, tag) ? (cards[tag] ?? null) : null;
}

/** Like Square's `fingerprint`: one per card number, so the same sandbox card always has the same. */
export function sandboxFingerprint(tag: string): string {
  return `sq0fp-sandbox-${tag}`;
}

/** Sandbox cards expire at the end of the year three years from now. */
export function sandboxExpiry(now: Date = new Date()): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 3 };
}

export const UNKNOWN_NONCE_REFUSAL: CardRefusal = {
  code: 'INVALID_CARD_DATA',
  detail: 'The card nonce is not a known sandbox test value.',
};

export const DISABLED_CARD_REFUSAL: CardRefusal = {
  code: 'INVALID_CARD',
  detail: 'The card on file has been disabled.',
};
