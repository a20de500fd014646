import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { presentDrawNotices } from '../presenters/draw-notices';
import { gameIdParam } from '../schemas';
import { parseWith } from './respond';

/**
 * The signed-in player's notices of drawn games they entered (none with 'Win Notifications' off),
 * and 'seen', after which a result is not noticed again.
 */
export function drawNoticeRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/user/draw-notices', requirePlayer, async (c) =>
      c.json(presentDrawNotices(await useCases.listDrawNotices.execute(c.var.player.user.id))),
    )
    .post(
      '/user/draw-notices/:id/seen',
      requirePlayer,
      validator('param', parseWith(gameIdParam)),
      async (c) => {
        await useCases.markDrawNoticeSeen.execute({
          userId: c.var.player.user.id,
          gameId: c.req.valid('param').id,
        });
        return c.json({ success: true as const });
      },
    );
}
