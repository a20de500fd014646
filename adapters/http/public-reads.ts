import { Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from '../../application/shared/ports/logger';
import { gameIdParam } from './endpoints/shared';
import type { HttpEnv } from './env';
import type { GameAnswer, GameAnswers } from './game-answers';
import { mayHoldNul } from './middleware/no-nul';
import type { RequestRecorder } from './middleware/request-count';
import { lazyChild, requestIdOf } from './middleware/request-log';
import { noneMatch, REVALIDATE, type SerializedAnswer } from './shared-answer';

export interface PublicReadDeps {
  answers: GameAnswers;
  logger: Logger;
  requestCounter?: RequestRecorder;
  /** The site's security headers middleware: its headers are taken once, from a probe answer. */
  securityHeaders: MiddlewareHandler;
}

/** The answer, or null to let the middleware chain and the routes answer (an unknown game...). */
type Read = (c: {
  req: { param(name: string): string | undefined; query(name: string): string | undefined };
}) => Promise<SerializedAnswer | null>;

/**
 * The shared reads (the games', the winners list's first page) for a request none of the middleware chain has work for: a GET without
 * cookies (no session to resolve, no presence to record) and with nothing in its URL that could
 * decode to a NUL. Mounted before the chain, it answers from the serialised answer with the chain's
 * headers (the security headers, taken once from the same middleware; the request id, ETag and
 * Cache-Control) in one plain object, and counts the answer. Anything else (a cookie, a bad or
 * unknown id, a failure) goes on to the chain and the routes (rest/game-routes.ts) as before.
 */
export function publicReads(deps: PublicReadDeps): Hono<HttpEnv> {
  const { answers } = deps;
  const shared = apiAnswerHeaders(deps.securityHeaders);
  let base: Record<string, string> | null = null;
  const answer =
    (read: Read): MiddlewareHandler<HttpEnv> =>
    async (c, next) => {
      if (c.req.header('cookie') !== undefined || mayHoldNul(c.req.url)) return next();
      const requestId = requestIdOf(c.req.header('X-Request-Id'));
      let found: SerializedAnswer | null;
      try {
        found = await read(c);
      } catch (error) {
        lazyChild(deps.logger, requestId).warn({ err: error }, 'shared read failed: the routes answer');
        return next();
      }
      if (!found) return next();
      const notModified = noneMatch(c.req.header('If-None-Match'), found.etag);
      const status = notModified ? 304 : 200;
      deps.requestCounter?.record(status);
      base ??= { ...(await shared), 'Cache-Control': REVALIDATE };
      const headers: Record<string, string> = { ...base, ETag: found.etag, 'X-Request-Id': requestId };
      if (notModified) return new Response(null, { status, headers });
      headers['Content-Type'] = 'application/json';
      return new Response(found.body, { status, headers });
    };
  const byId =
    (load: (id: number) => Promise<GameAnswer>): Read =>
    async (c) => {
      const id = gameIdParam.safeParse({ id: c.req.param('id') });
      if (!id.success) return null;
      const found = await load(id.data.id);
      return found.ok ? found.value : null;
    };
  return (
    new Hono<HttpEnv>()
      .get(
        '/api/games',
        answer(() => answers.lobby()),
      )
      .get('/api/games/:id', answer(byId(answers.game)))
      .get('/api/games/:id/available-numbers', answer(byId(answers.availableNumbers)))
      .get('/api/games/:id/recent-numbers', answer(byId(answers.recentNumbers)))
      // The winners list's first page; a cursor (checked by the route) goes on to the routes.
      .get(
        '/api/winners',
        answer((c) => (c.req.query('cursor') === undefined ? answers.winners(null) : Promise.resolve(null))),
      )
  );
}

/**
 * The headers the middleware sets on an API answer (the same on every answer: no nonce), as they
 * come out of a probe answer under `/api`: the shared reads' headers follow the middleware's rules.
 */
export async function apiAnswerHeaders(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono().use(middleware).get('/api/probe', (c) => c.body(null, 204));
  return Object.fromEntries((await probe.request('/api/probe')).headers);
}
