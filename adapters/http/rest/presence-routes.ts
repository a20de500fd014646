import { Hono } from 'hono';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';

/** GET /players-online: the lobby banner's count of signed-in players seen in the last minute. */
export function presenceRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().get('/players-online', requirePlayer, async (c) =>
    c.json(await useCases.countPlayersOnline.execute()),
  );
}
