import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { presentBreak, presentSpending, presentSpinPrice } from '../presenters/responsible-play';
import {
  limitAmountsOf,
  limitsInput,
  presentLimits,
  spendingInput,
  takeBreakInput,
} from '../responsible-play-schemas';
import { gameIdParam } from '../schemas';
import { fail, parseWith } from './respond';

/** Responsible play (issue 13): a spin's price, the player's holding, spending limits and breaks. */
export function responsiblePlayRoutes(useCases: UseCases) {
  const gameId = validator('param', parseWith(gameIdParam));
  return new Hono<HttpEnv>()
    .get('/games/:id/spin-price', gameId, async (c) => {
      const result = await useCases.getSpinPrice.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentSpinPrice(result.value)) : fail(c, result.error);
    })
    .get('/games/:id/spin-blocks', gameId, async (c) => {
      const session = await c.var.auth.session();
      const input = { gameId: c.req.valid('param').id, userId: session?.user.id ?? null };
      const result = await useCases.getSpinBlocks.execute(input);
      return result.ok ? c.json(result.value) : fail(c, result.error);
    })
    .get('/games/:id/holding', requirePlayer, gameId, async (c) => {
      const input = { userId: c.var.player.user.id, gameId: c.req.valid('param').id };
      const result = await useCases.getHolding.execute(input);
      return result.ok ? c.json(result.value) : fail(c, result.error);
    })
    .get('/user/limits', requirePlayer, async (c) =>
      c.json(presentLimits(await useCases.getSpendingLimits.execute(c.var.player.user.id))),
    )
    .put('/user/limits', requirePlayer, validator('json', parseWith(limitsInput)), async (c) => {
      const limits = limitAmountsOf(c.req.valid('json'));
      return c.json(
        presentLimits(await useCases.setSpendingLimits.execute({ userId: c.var.player.user.id, limits })),
      );
    })
    .get('/user/spending', requirePlayer, validator('query', parseWith(spendingInput)), async (c) => {
      const since = c.req.valid('query')?.since;
      const summary = await useCases.getSpendingSummary.execute(
        c.var.player.user.id,
        since ? new Date(since) : undefined,
      );
      return c.json(presentSpending(summary));
    })
    .get('/user/self-exclusion', requirePlayer, async (c) =>
      c.json(presentBreak(await useCases.getBreak.execute(c.var.player.user.id))),
    )
    .post('/user/self-exclusion', requirePlayer, validator('json', parseWith(takeBreakInput)), async (c) => {
      const { period } = c.req.valid('json');
      return c.json(presentBreak(await useCases.takeBreak.execute({ userId: c.var.player.user.id, period })));
    });
}
