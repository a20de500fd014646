import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { DrainState } from '../../../application/operations/ports/drain-state';
import type { HttpEnv } from '../env';

/** Seconds a client (or the proxy) should wait before asking again: another process answers by then. */
const DRAIN_RETRY_AFTER_SECONDS = 1;

/**
 * A draining process takes no new request: it answers 503 with Retry-After, having done nothing, so
 * the proxy may send the request to another process (nginx's `proxy_next_upstream http_503`). Every
 * answer it still gives closes its connection, so no keep-alive connection outlives the drain.
 * First in the chain, before the shared reads' fast path.
 */
export const refuseWhileDraining = (drain: DrainState, securityHeaders: MiddlewareHandler) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    if (drain.draining) {
      // The site's security headers on this answer too: it comes before the chain that adds them.
      await securityHeaders(c, async () => {
        c.header('Connection', 'close');
        c.header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS));
        c.res = c.json(
          { status: 'unavailable', code: 'UNAVAILABLE', message: 'This server is restarting: try again' },
          503,
        );
      });
      return c.res;
    }
    await next();
    if (drain.draining) c.header('Connection', 'close');
  });
