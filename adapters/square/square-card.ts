import type { Square } from 'square';
import type { CardBrand, GatewayCard } from '../../application/payments/ports/payment-gateway';

const ACCEPTED_BRANDS: readonly CardBrand[] = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'];

/** Square's `card_brand` narrowed to the brands we take; null for any other (JCB, gift cards...). */
export function toCardBrand(brand: string | null | undefined): CardBrand | null {
  return ACCEPTED_BRANDS.find((accepted) => accepted === brand) ?? null;
}

/** Square's card on file as we keep it: ids, brand, last 4 and expiry, never the number. */
export function toGatewayCard(card: Square.Card): GatewayCard {
  if (!card.id) throw new Error('Square returned a card without an id');
  return {
    cardId: card.id,
    brand: toCardBrand(card.cardBrand),
    last4: card.last4 ?? '',
    expMonth: Number(card.expMonth ?? 0),
    expYear: Number(card.expYear ?? 0),
    cardholderName: card.cardholderName ?? null,
    enabled: card.enabled ?? true,
    fingerprint: card.fingerprint ?? null,
  };
}
