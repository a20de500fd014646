import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { presentFreeSpin } from '../presenters/spin';
import { freeSpinBody } from '../schemas';
import { fail, parseWith } from './respond';

/** POST /free-spin: the no-purchase entry, one per player per game. */
export function spinRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().post(
    '/free-spin',
    requirePlayer,
    validator('json', parseWith(freeSpinBody)),
    async (c) => {
      const userId = c.var.player.user.id;
      const result = await useCases.takeFreeSpin.execute({ userId, gameId: c.req.valid('json').gameId });
      return result.ok ? c.json(presentFreeSpin(result.value)) : fail(c, result.error);
    },
  );
}
