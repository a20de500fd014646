import { createMiddleware } from 'hono/factory';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { viewedGames } from './viewed-games';

/**
 * After each request with a session cookie, marks the player seen ('Players Online') and, when the
 * request read a game's data successfully, as that game's viewer ('Live Players'). RecordPresence
 * throttles the writes; presence is best effort and never fails the request.
 */
export function presenceMiddleware(useCases: UseCases) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    await next();
    const { token } = c.var.auth;
    if (!token) return;
    // A failed read (unknown game, bad id) views no game; the player is still on the site.
    const gameIds = c.res.status === 200 ? viewedGames(c.req.method, new URL(c.req.url)) : [];
    try {
      await useCases.recordPresence.execute({
        sessionKey: token,
        gameIds,
        playerId: async () => (await c.var.auth.session())?.user.id ?? null,
      });
    } catch (error) {
      console.error('presence not recorded:', error);
    }
  });
}
