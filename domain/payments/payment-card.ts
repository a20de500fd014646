/** The card brands we accept (docs/rules/payments.md, Cards), as the gateway names them. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
};

/**
 * A card on file. Card data never reaches us: we keep the gateway's ids, the brand, the last four
 * digits and the expiry, nothing else.
 */
export interface PaymentCard {
  id: number;
  userId: number;
  gatewayCustomerId: string;
  gatewayCardId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string | null;
  isDefault: boolean;
  createdAt: Date;
}

export type NewPaymentCard = Omit<PaymentCard, 'id' | 'isDefault'>;
