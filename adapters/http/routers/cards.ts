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
import { playerProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** The player's cards on file (player.md sections 3 and 7): only their own, another's id is 404. */
export const cardsRouter = router({
  list: playerProcedure
    .output(z.array(paymentCardOut))
    .query(async ({ ctx }) => (await ctx.useCases.listCards.execute(ctx.session.user.id)).map(presentCard)),

  add: playerProcedure
    .input(addCardInput)
    .output(addedCardOut)
    .mutation(async ({ ctx, input }) => {
      const card = unwrap(
        await ctx.useCases.addCard.execute({
          userId: ctx.session.user.id,
          nonce: input.cardNonce,
          verificationToken: input.verificationToken ?? null,
          cardholderName: input.cardholderName || null,
          state: input.state ?? null,
        }),
      );
      return presentAddedCard(card);
    }),

  remove: playerProcedure
    .input(cardIdInput)
    .output(cardRemovedOut)
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.removeCard.execute({ userId: ctx.session.user.id, cardId: input.id }));
      return { success: true as const, message: CARD_REMOVED_MESSAGE };
    }),

  setDefault: playerProcedure
    .input(cardIdInput)
    .output(defaultSetOut)
    .mutation(async ({ ctx, input }) => {
      const card = unwrap(
        await ctx.useCases.setDefaultCard.execute({ userId: ctx.session.user.id, cardId: input.id }),
      );
      return { success: true as const, message: DEFAULT_CARD_MESSAGE, card: presentCard(card) };
    }),

  defaultCard: playerProcedure
    .output(defaultCardOut)
    .query(async ({ ctx }) =>
      presentDefaultCard(await ctx.useCases.getDefaultCard.execute(ctx.session.user.id)),
    ),
});
