import { z } from 'zod';
import { addCardInput, cardIdInput } from '../payment-schemas';
import {
  addedCardOut,
  CARD_REMOVED_MESSAGE,
  cardRemovedOut,
  DEFAULT_CARD_MESSAGE,
  defaultCardOut,
  defaultSetOut,
  paymentCardOut,
  presentAddedCard,
  presentCard,
  presentDefaultCard,
} from '../presenters/card';
import { unwrap } from '../trpc-errors';
import { type Call, mutation, query, restOnly } from './endpoint';

async function addCard({ useCases, session }: Call<'player'>, input: z.infer<typeof addCardInput>) {
  const card = await useCases.addCard.execute({
    userId: session.user.id,
    nonce: input.cardNonce,
    verificationToken: input.verificationToken ?? null,
    cardholderName: input.cardholderName || null,
    state: input.state ?? null,
  });
  return presentAddedCard(unwrap(card));
}

/** `cards.*`: the player's cards on file; only their own, another's id is 404. */
export const cards = {
  list: query({
    summary: "The player's cards",
    access: 'player',
    output: z.array(paymentCardOut),
    rest: { method: 'GET', path: '/api/payment-cards' },
    run: async ({ useCases, session }) =>
      (await useCases.listCards.execute(session.user.id)).map(presentCard),
  }),

  /** The dashboard form: cardNonce -> cardBrand, cardLast4. */
  add: mutation({
    summary: 'Store a tokenized card',
    access: 'player',
    input: addCardInput,
    output: addedCardOut,
    rest: { method: 'POST', path: '/api/card/add' },
    run: addCard,
  }),

  /** The game-page form (its brand, last 4 and expiry are the gateway's, not the browser's). */
  addOnFile: restOnly(
    mutation({
      summary: 'Store a tokenized card (answers 201)',
      access: 'player',
      input: addCardInput,
      output: addedCardOut,
      rest: { method: 'POST', path: '/api/payment-cards', status: 201 },
      run: addCard,
    }),
  ),

  remove: mutation({
    summary: "Remove one of the player's cards",
    access: 'player',
    input: cardIdInput,
    output: cardRemovedOut,
    rest: { method: 'DELETE', path: '/api/payment-cards/{id}' },
    run: async ({ useCases, session }, input) => {
      unwrap(await useCases.removeCard.execute({ userId: session.user.id, cardId: input.id }));
      return { success: true as const, message: CARD_REMOVED_MESSAGE };
    },
  }),

  setDefault: mutation({
    summary: 'Make a card the one paid spins charge',
    access: 'player',
    input: cardIdInput,
    output: defaultSetOut,
    rest: { method: 'PUT', path: '/api/payment-cards/{id}/set-default' },
    run: async ({ useCases, session }, input) => {
      const card = unwrap(
        await useCases.setDefaultCard.execute({ userId: session.user.id, cardId: input.id }),
      );
      return { success: true as const, message: DEFAULT_CARD_MESSAGE, card: presentCard(card) };
    },
  }),

  /** null when the player has no card: the client then asks for one. */
  defaultCard: query({
    summary: "The player's default card, or null",
    access: 'player',
    output: defaultCardOut,
    rest: { method: 'GET', path: '/api/user/default-card' },
    run: async ({ useCases, session }) =>
      presentDefaultCard(await useCases.getDefaultCard.execute(session.user.id)),
  }),
};

const cardFormSetupOut = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('square'),
    applicationId: z.string(),
    locationId: z.string(),
    environment: z.enum(['sandbox', 'production']),
  }),
  z.object({ provider: z.literal('simulator') }),
]);
const sponsorOut = z.object({ name: z.string(), address: z.string() }).nullable();
const contactOut = z.object({ email: z.string().nullable(), postal: sponsorOut });
const signUpOut = z.object({
  allowedEmailDomains: z.array(z.string()),
  emailHint: z.string(),
  emailExample: z.string(),
});

/**
 * `config.*`: public settings the client needs before sign-in: which card form to show, who
 * sponsors the games, how to reach the operator, how long a winner has to claim, which e-mail
 * domains sign-up admits.
 */
export const config = {
  payments: query({
    summary: 'Which card form to show',
    access: 'public',
    output: cardFormSetupOut,
    rest: false,
    run: ({ useCases }) => useCases.getCardFormSetup.execute(),
  }),
  sponsor: query({
    summary: 'Who sponsors the games',
    access: 'public',
    output: sponsorOut,
    rest: false,
    run: ({ useCases }) => useCases.getSponsor.execute(),
  }),
  contact: query({
    summary: "The operator's contact details",
    access: 'public',
    output: contactOut,
    rest: false,
    run: ({ useCases }) => useCases.getContactDetails.execute(),
  }),
  prizeClaim: query({
    summary: 'How long a winner has to claim the prize',
    access: 'public',
    output: z.object({ claimWindowHours: z.number() }),
    rest: false,
    run: ({ useCases }) => useCases.getPrizeClaimTerms.execute(),
  }),
  signUp: query({
    summary: 'Which e-mail domains sign-up admits',
    access: 'public',
    output: signUpOut,
    rest: false,
    run: ({ useCases }) => useCases.getSignUpRules.execute(),
  }),
};
