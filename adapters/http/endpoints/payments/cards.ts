import { z } from 'zod';
import { CARD_BRAND_NAMES, type PaymentCard } from '../../../../domain/payments/payment-card';
import { unwrap } from '../../trpc-errors';
import { type Call, mutation, query, restOnly } from '../endpoint';
import { idSchema, text } from '../shared';

/** A browser-tokenized card (Square Web Payments SDK or the simulator's test form). */
export const cardNonce = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(500, { error: 'must be at most 500 characters' });

/**
 * Both add-card payloads of the player API. The game-page form also sends cardLast4, cardBrand
 * and the expiry: they are dropped (zod strips unknown keys), since the gateway's stored card says.
 */
const addCardInput = z.object({
  cardNonce,
  verificationToken: text(5000).nullish(),
  cardholderName: z.string().trim().max(200).nullish(),
  state: text(100).nullish(),
});

const cardIdInput = z.object({ id: idSchema });

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
const addedCardOut = z.object({
  card: paymentCardOut,
  cardBrand: z.string(),
  cardLast4: z.string(),
  message: z.string(),
});

const CARD_ADDED_MESSAGE = 'Payment card added successfully!';

function presentAddedCard(card: PaymentCard): z.infer<typeof addedCardOut> {
  const out = presentCard(card);
  return { card: out, cardBrand: out.cardBrand, cardLast4: out.cardLast4, message: CARD_ADDED_MESSAGE };
}

/** 'Default card response' of the player API: a stored card, never a nonce. */
export const defaultCardOut = z
  .object({ squareCustomerId: z.string(), squareCardId: z.string(), cardNonce: z.null() })
  .nullable();

function presentDefaultCard(card: PaymentCard | null): z.infer<typeof defaultCardOut> {
  return card
    ? { squareCustomerId: card.gatewayCustomerId, squareCardId: card.gatewayCardId, cardNonce: null }
    : null;
}

const CARD_REMOVED_MESSAGE = 'Card removed successfully';

const DEFAULT_CARD_MESSAGE = 'Default card updated';

const cardRemovedOut = z.object({ success: z.literal(true), message: z.string() });

const defaultSetOut = z.object({
  success: z.literal(true),
  message: z.string(),
  card: paymentCardOut,
});

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
