import { z } from 'zod';
import type { MyData } from '../../../application/play/export-my-data';
import { preferencesSchema } from '../account-schemas';
import { presentTransactions, presentWins, transactionsOut, winsOut } from './account';
import { paymentCardOut, presentCard } from './card';

/** The player's data export: each part in the shape its own endpoint answers, money in dollars. */
export const myDataOut = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    state: z.string().nullable(),
    optOutPublicity: z.boolean(),
    acceptedTermsAt: z.string().nullable(),
    createdAt: z.string(),
  }),
  preferences: preferencesSchema,
  cards: z.array(paymentCardOut),
  transactions: transactionsOut,
  wins: winsOut,
});

export function presentMyData(data: MyData): z.infer<typeof myDataOut> {
  const { profile } = data;
  return {
    exportedAt: data.exportedAt.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      state: profile.state,
      optOutPublicity: profile.optOutPublicity,
      acceptedTermsAt: profile.acceptedTermsAt?.toISOString() ?? null,
      createdAt: profile.createdAt.toISOString(),
    },
    preferences: data.preferences,
    cards: data.cards.map(presentCard),
    transactions: presentTransactions(data.transactions),
    wins: presentWins(data.wins),
  };
}
