import { z } from 'zod';
import { CARD_BRAND_NAMES, type PaymentCard } from '../../../domain/payments/payment-card';

/** 'Payment card' of the player API; the brand as players read it ('Visa', 'American Express'). */
export const paymentCardOut = z.object({
  id: z.number(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  cardholderName: z.string().nullable(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  isDefault: z.boolean(),
});
export type PaymentCardOut = z.infer<typeof paymentCardOut>;

export function presentCard(card: PaymentCard): PaymentCardOut {
  return {
    id: card.id,
    cardBrand: CARD_BRAND_NAMES[card.brand],
    cardLast4: card.last4,
    cardholderName: card.cardholderName,
    expiryMonth: card.expMonth,
    expiryYear: card.expYear,
    isDefault: card.isDefault,
  };
}

/** The add-card answer: the card, and the dashboard form's cardBrand and cardLast4. */
export const addedCardOut = z.object({
  card: paymentCardOut,
  cardBrand: z.string(),
  cardLast4: z.string(),
  message: z.string(),
});

const CARD_ADDED_MESSAGE = 'Payment card added successfully!';

export function presentAddedCard(card: PaymentCard): z.infer<typeof addedCardOut> {
  const out = presentCard(card);
  return { card: out, cardBrand: out.cardBrand, cardLast4: out.cardLast4, message: CARD_ADDED_MESSAGE };
}

/** 'Default card response' of the player API: a stored card, never a nonce. */
export const defaultCardOut = z
  .object({ squareCustomerId: z.string(), squareCardId: z.string(), cardNonce: z.null() })
  .nullable();

export function presentDefaultCard(card: PaymentCard | null): z.infer<typeof defaultCardOut> {
  return card
    ? { squareCustomerId: card.gatewayCustomerId, squareCardId: card.gatewayCardId, cardNonce: null }
    : null;
}

export const CARD_REMOVED_MESSAGE = 'Card removed successfully';
export const DEFAULT_CARD_MESSAGE = 'Default card updated';
export const cardRemovedOut = z.object({ success: z.literal(true), message: z.string() });
export const defaultSetOut = z.object({
  success: z.literal(true),
  message: z.string(),
  card: paymentCardOut,
});
