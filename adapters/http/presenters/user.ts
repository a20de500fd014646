import { z } from 'zod';
import type { User } from '../../../domain/accounts/user';
import { CARD_BRAND_NAMES, type PaymentCard } from '../../../domain/payments/payment-card';

/** The current-user shape of the player API. */
export const userOut = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  cardOnFile: z.boolean(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type UserOut = z.infer<typeof userOut>;

/** cardOnFile, cardBrand and cardLast4 describe the default card (the one a paid spin charges). */
export function presentUser(user: User, card: PaymentCard | null = null): UserOut {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    state: user.state,
    cardOnFile: card !== null,
    cardBrand: card ? CARD_BRAND_NAMES[card.brand] : null,
    cardLast4: card?.last4 ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The message of a successful registration (our words). */
export const REGISTERED_MESSAGE = 'Registration successful';
