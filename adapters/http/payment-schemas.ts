import { z } from 'zod';
import { idFromTextSchema, idSchema, text } from './validation';

/** A browser-tokenized card (Square Web Payments SDK or the simulator's test form). */
const cardNonce = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(500, { error: 'must be at most 500 characters' });

/**
 * Both add-card payloads of the player API. The game-page form also sends cardLast4, cardBrand
 * and the expiry: they are dropped (zod strips unknown keys), since the gateway's stored card says.
 */
export const addCardInput = z.object({
  cardNonce,
  verificationToken: text(5000).nullish(),
  cardholderName: z.string().trim().max(200).nullish(),
  state: text(100).nullish(),
});

export const cardIdInput = z.object({ id: idSchema });

const TERMS_MESSAGE = 'must be true: please agree to the terms to play';

/** tRPC: the client makes one request id (a UUID) per press of the spin button. */
export const paidSpinInput = z.object({
  gameId: idSchema,
  requestId: z.uuid({ error: 'must be a UUID' }),
  agreedToTerms: z.literal(true, { error: TERMS_MESSAGE }),
});

/** REST POST /api/spin (docs/rules/play.md); the request id comes in the Idempotency-Key header. */
export const paidSpinBody = z.object({
  gameId: idFromTextSchema,
  agreedToTerms: z.literal(true, { error: TERMS_MESSAGE }),
});

/** Printable ASCII without spaces, like Stripe's and Square's keys. */
const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,100}$/, { error: 'must be 1 to 100 printable characters without spaces' });
export const idempotencyKeyHeader = idempotencyKey.optional();

/** tRPC spins.status: the request id of the player's own paid spin. */
export const paidSpinStatusInput = z.object({ requestId: z.uuid({ error: 'must be a UUID' }) });
/** REST GET /api/spin/{requestId}: the Idempotency-Key the spin was sent with. */
export const paidSpinStatusParam = z.object({ requestId: idempotencyKey });

const heldNumber = z
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(10_000);

export const payHeldInput = z.object({
  gameId: idSchema,
  number: heldNumber,
  cardNonce: cardNonce.nullish(),
  /** One of the player's saved cards, instead of a new one or the default. */
  cardId: idSchema.nullish(),
  verificationToken: text(5000).nullish(),
});

export const payHeldBody = payHeldInput.extend({
  gameId: idFromTextSchema,
  cardId: idFromTextSchema.nullish(),
  number: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,5}\s*$/.test(v) ? Number(v) : v),
    heldNumber,
  ),
});

export const openHoldInput = z.object({ gameId: idSchema });
