import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import { setAsideWinnerInput, winnerIdParam } from '../admin-game-schemas';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentWinnerRecord } from '../presenters/admin-games';
import { fail, parseWith } from './respond';

/** The Winners tab (admin.md section 7): every winner, and setting one aside with a reason. */
export function adminWinnerRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .use('/admin/winners', adminOnly)
    .use('/admin/winners/*', adminOnly)
    .get('/admin/winners', async (c) =>
      c.json((await useCases.listWinners.execute()).map(presentWinnerRecord)),
    )
    .delete(
      '/admin/winners/:id',
      validator('param', parseWith(winnerIdParam)),
      validator('json', parseWith(setAsideWinnerInput)),
      async (c) => {
        const { reason } = c.req.valid('json');
        const result = await useCases.deleteWinner.execute({ winnerId: c.req.valid('param').id, reason });
        return result.ok ? c.json({ success: true as const }) : fail(c, result.error);
      },
    );
}
