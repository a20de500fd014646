import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { addCardInput, cardIdParam } from '../payment-schemas';
import {
  CARD_REMOVED_MESSAGE,
  DEFAULT_CARD_MESSAGE,
  presentAddedCard,
  presentCard,
  presentDefaultCard,
} from '../presenters/card';
import { fail, parseWith } from './respond';

/** The card calls of player.md section 7; every one acts on the signed-in player's own cards. */
export function cardRoutes(useCases: UseCases) {
  const body = validator('json', parseWith(addCardInput));
  const cardId = validator('param', parseWith(cardIdParam));
  const add = (userId: number, input: z.infer<typeof addCardInput>) =>
    useCases.addCard.execute({
      userId,
      nonce: input.cardNonce,
      verificationToken: input.verificationToken ?? null,
      cardholderName: input.cardholderName || null,
      state: input.state ?? null,
    });
  return (
    new Hono<HttpEnv>()
      // The dashboard form: cardNonce -> cardBrand, cardLast4.
      .post('/card/add', requirePlayer, body, async (c) => {
        const result = await add(c.var.player.user.id, c.req.valid('json'));
        return result.ok ? c.json(presentAddedCard(result.value)) : fail(c, result.error);
      })
      // The game-page form (its brand, last 4 and expiry are the gateway's, not the browser's).
      .post('/payment-cards', requirePlayer, body, async (c) => {
        const result = await add(c.var.player.user.id, c.req.valid('json'));
        return result.ok ? c.json(presentAddedCard(result.value), 201) : fail(c, result.error);
      })
      .get('/payment-cards', requirePlayer, async (c) =>
        c.json((await useCases.listCards.execute(c.var.player.user.id)).map(presentCard)),
      )
      .delete('/payment-cards/:id', requirePlayer, cardId, async (c) => {
        const input = { userId: c.var.player.user.id, cardId: c.req.valid('param').id };
        const result = await useCases.removeCard.execute(input);
        return result.ok
          ? c.json({ success: true as const, message: CARD_REMOVED_MESSAGE })
          : fail(c, result.error);
      })
      .put('/payment-cards/:id/set-default', requirePlayer, cardId, async (c) => {
        const input = { userId: c.var.player.user.id, cardId: c.req.valid('param').id };
        const result = await useCases.setDefaultCard.execute(input);
        if (!result.ok) return fail(c, result.error);
        return c.json({
          success: true as const,
          message: DEFAULT_CARD_MESSAGE,
          card: presentCard(result.value),
        });
      })
      // null when the player has no card: the client then asks for one.
      .get('/user/default-card', requirePlayer, async (c) =>
        c.json(presentDefaultCard(await useCases.getDefaultCard.execute(c.var.player.user.id))),
      )
  );
}
