import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';

/**
 * Marks the player of every request with a session cookie as seen ('Players Online') before the
 * answer, so a player asking for the count counts. The game reads (rest/game-routes.ts, the
 * endpoints declared `viewsGame`, the `games.live` stream) mark them as the game's viewer ('Live
 * Players') through `c.var.viewing` before they read, so their answer counts the caller: the route or
 * procedure knows its game, as its framework read it. RecordPresence throttles the writes; presence is best effort and never
 * fails a request.
 */
export function presenceMiddleware(useCases: UseCases) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const { token } = c.var.auth;
    if (!token) return next();
    const record = async (gameIds: readonly number[]) => {
      try {
        await useCases.recordPresence.execute({ sessionKey: token, gameIds, playerId: () => playerOf(c) });
      } catch (error) {
        c.var.log.warn({ err: error }, 'presence not recorded');
      }
    };
    c.set('viewing', record);
    await record([]);
    await next();
  });
}

async function playerOf(c: Context<HttpEnv>): Promise<number | null> {
  return (await c.var.auth.session())?.user.id ?? null;
}
