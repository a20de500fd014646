import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { DrainState } from '../../application/operations/ports/drain-state';
import type { Logger } from '../../application/shared/ports/logger';
import { gameIdParam } from './endpoints/shared';
import type { GameAnswer, GameAnswers } from './game-answers';
import { mayHoldNul } from './middleware/no-nul';
import type { RequestRecorder } from './middleware/request-count';
import { lazyChild, requestIdOf } from './middleware/request-log';
import type { RequestMetrics } from './middleware/request-metrics';
import { apiAnswerHeaders } from './public-reads';
import { noneMatch, REVALIDATE, type SerializedAnswer } from './shared-answer';

export interface NodePublicReadDeps {
  answers: GameAnswers;
  logger: Logger;
  requestCounter?: RequestRecorder;
  metrics?: Pick<RequestMetrics, 'observe'>;
  drain?: DrainState;
  /** The site's security headers middleware: its headers are taken once, from a probe answer. */
  securityHeaders: MiddlewareHandler;
}

/** Takes a request (true) or leaves it to the site's listener (false); may hand it over later. */
export type NodeReads = (
  req: IncomingMessage,
  res: ServerResponse,
  fallBack: (req: IncomingMessage, res: ServerResponse) => void,
) => boolean;

interface Route {
  label: string;
  read: () => Promise<SerializedAnswer | null>;
}

/**
 * The anonymous shared game reads of public-reads.ts, answered by the Node listener itself before
 * Hono builds a request: the same rule (a GET with no cookie, no query and nothing that could decode
 * to a NUL; not while draining), the same answer (the security headers taken once from the same
 * middleware, ETag, Cache-Control, the request id, 304 on a matching If-None-Match), counted and
 * timed under the same route labels. The body bytes are encoded once per answer. Anything else,
 * an unknown game or a failed read goes to the site (`fallBack`) as before.
 */
export function nodePublicReads(deps: NodePublicReadDeps): NodeReads {
  const { answers } = deps;
  /**
   * Node's raw header list (name, value, name, value...) per answer, made once per answer: the
   * security headers and Cache-Control, the ETag, and for a 200 the type and length of its bytes.
   * A request adds only its id.
   */
  const prepared = new WeakMap<SerializedAnswer, Prepared>();
  const prepare = (found: SerializedAnswer, base: readonly string[]): Prepared => {
    let answer = prepared.get(found);
    if (!answer) {
      const body = Buffer.from(found.body, 'utf8');
      const notModified = [...base, 'ETag', found.etag];
      const ok = [...notModified, 'Content-Type', 'application/json', 'Content-Length', String(body.length)];
      answer = { body, ok, notModified };
      prepared.set(found, answer);
    }
    return answer;
  };
  let base: readonly string[] | null = null;
  const ready = apiAnswerHeaders(deps.securityHeaders).then((headers) => {
    base = Object.entries({ ...headers, 'cache-control': REVALIDATE }).flat();
  });
  ready.catch((error) => deps.logger.error({ err: error }, 'security headers probe failed'));
  const byId = (id: string | undefined, load: (id: number) => Promise<GameAnswer>) => {
    const parsed = gameIdParam.safeParse({ id });
    if (!parsed.success) return null;
    return async () => {
      const found = await load(parsed.data.id);
      return found.ok ? found.value : null;
    };
  };
  const route = (url: string): Route | null => {
    if (url === '/api/games') return { label: '/api/games', read: () => answers.lobby() };
    if (!url.startsWith('/api/games/')) return null;
    const [id, what, ...more] = url.slice('/api/games/'.length).split('/');
    if (more.length > 0) return null;
    const load =
      what === undefined
        ? answers.game
        : what === 'available-numbers'
          ? answers.availableNumbers
          : what === 'recent-numbers'
            ? answers.recentNumbers
            : null;
    const read = load && byId(id, load);
    if (!read) return null;
    const label = what === undefined ? '/api/games/:id' : `/api/games/:id/${what}`;
    return { label, read };
  };

  return (req, res, fallBack) => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || base === null || deps.drain?.draining) return false;
    if (req.headers.cookie !== undefined || url.includes('?') || mayHoldNul(url)) return false;
    const found = route(url);
    if (!found) return false;
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = requestIdOf(typeof incoming === 'string' ? incoming : undefined);
    found.read().then(
      (answer) => {
        if (!answer) return fallBack(req, res);
        send(res, answer, req.headers['if-none-match'], requestId, started);
        deps.metrics?.observe(found.label, 'GET', res.statusCode, (performance.now() - started) / 1000);
      },
      (error) => {
        lazyChild(deps.logger, requestId).warn({ err: error }, 'shared read failed: the routes answer');
        fallBack(req, res);
      },
    );
    return true;
  };

  function send(
    res: ServerResponse,
    found: SerializedAnswer,
    ifNoneMatch: string | undefined,
    id: string,
    started: number,
  ) {
    const answer = prepare(found, base ?? []);
    const notModified = noneMatch(ifNoneMatch, found.etag);
    const status = notModified ? 304 : 200;
    deps.requestCounter?.record(status);
    // As the site's answers say it (middleware/server-timing.ts).
    const timing = `app;dur=${(performance.now() - started).toFixed(1)}`;
    const headers = notModified ? answer.notModified : answer.ok;
    res.writeHead(status, [...headers, 'X-Request-Id', id, 'Server-Timing', timing]);
    if (notModified) res.end();
    else res.end(answer.body);
  }
}

interface Prepared {
  body: Buffer;
  /** The raw headers of a 200, and of a 304 (no body, so no type or length). */
  ok: readonly string[];
  notModified: readonly string[];
}
