import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import { viewedGames } from './viewed-games';

/**
 * Marks the player of every request with a session cookie as seen ('Players Online') before the
 * answer, so a player asking for the count counts, and after a successful read of a game's data as
 * its viewer ('Live Players'). RecordPresence throttles the writes; presence is best effort and
 * never fails a request.
 */
export function presenceMiddleware(useCases: UseCases) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const { token } = c.var.auth;
    if (!token) return next();
    const record = async (gameIds: number[]) => {
      try {
        await useCases.recordPresence.execute({ sessionKey: token, gameIds, playerId: () => playerOf(c) });
      } catch (error) {
        c.var.log.warn({ err: error }, 'presence not recorded');
      }
    };
    await record([]);
    await next();
    // A failed read (unknown game, bad id) views no game; a 304 (the page's copy is current) does.
    const read = c.res.status === 200 || c.res.status === 304;
    const gameIds = read ? viewedGames(c.req.method, new URL(c.req.url)) : [];
    if (gameIds.length > 0) await record(gameIds);
  });
}

async function playerOf(c: Context<HttpEnv>): Promise<number | null> {
  return (await c.var.auth.session())?.user.id ?? null;
}
