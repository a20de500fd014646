import { CARD_BRAND_NAMES } from '../../domain/payments/payment-card';

/** The accepted brands' names, and 'AMEX' as some gateways spell it. */
const NAMES: Record<string, string> = { ...CARD_BRAND_NAMES, AMEX: CARD_BRAND_NAMES.AMERICAN_EXPRESS };

/** 'VISA' (the gateway's spelling) as 'Visa'; names already readable pass through. */
function brandName(brand: string | null | undefined): string {
  if (!brand) return 'Card';
  return NAMES[brand.toUpperCase()] ?? brand;
}

/** 'Visa •••• 1111', or null when the card is unknown. */
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined): string | null {
  return last4 ? `${brandName(brand)} •••• ${last4}` : null;
}

/** A saved card as listed for choosing: 'Visa •••• 1111 · expires 03/2030'. */
export function savedCardText(card: {
  cardBrand: string | null;
  cardLast4: string;
  expiryMonth: number;
  expiryYear: number;
}): string {
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
  return `${brandName(card.cardBrand)} •••• ${card.cardLast4} · expires ${expiry}`;
}
