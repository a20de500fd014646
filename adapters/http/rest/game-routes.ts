import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { presentAvailableNumbers, presentGame, presentRecentNumbers } from '../presenters/game';
import { gameIdParam } from '../schemas';
import { fail, parseWith } from './respond';

/** The lobby and game page reads (player.md section 7); only free-play status needs a session. */
export function gameRoutes(useCases: UseCases) {
  const gameId = validator('param', parseWith(gameIdParam));
  return new Hono<HttpEnv>()
    .get('/', async (c) => c.json((await useCases.listGames.execute()).map(presentGame)))
    .get('/:id', gameId, async (c) => {
      const result = await useCases.getGame.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentGame(result.value)) : fail(c, result.error);
    })
    .get('/:id/available-numbers', gameId, async (c) => {
      const result = await useCases.getAvailableNumbers.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentAvailableNumbers(result.value)) : fail(c, result.error);
    })
    .get('/:id/recent-numbers', gameId, async (c) => {
      const result = await useCases.getRecentNumbers.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentRecentNumbers(result.value)) : fail(c, result.error);
    })
    .get('/:id/free-play-status', requirePlayer, gameId, async (c) => {
      const userId = c.var.player.user.id;
      const result = await useCases.getFreePlayStatus.execute({ userId, gameId: c.req.valid('param').id });
      return result.ok ? c.json(result.value) : fail(c, result.error);
    });
}
