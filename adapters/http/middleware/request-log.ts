import { createMiddleware } from 'hono/factory';
import type { LogFields, Logger } from '../../../application/shared/ports/logger';
import type { HttpEnv } from '../env';

/** Longest incoming X-Request-Id reused; a longer or odd one (not [A-Za-z0-9_=-]) is replaced. */
const MAX_REQUEST_ID = 128;
const SANE_ID = /^[\w\-=]+$/;

/** The client's X-Request-Id when sane, else a new UUID (as hono/request-id chooses). */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && incoming.length <= MAX_REQUEST_ID && SANE_ID.test(incoming)
    ? incoming
    : crypto.randomUUID();
}

/**
 * Gives every request an id (the client's X-Request-Id when sane, else a UUID, echoed in the
 * answer) and a logger carrying it, so errors logged at the edge can be matched with what the
 * client saw. Nothing is logged for a request that succeeds.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const requestId = requestIdOf(c.req.header('X-Request-Id'));
    c.set('requestId', requestId);
    c.set('log', lazyChild(logger, requestId));
    await next();
    // After the handler: one that builds its own Response (tRPC's) would drop a header set before.
    c.res.headers.set('X-Request-Id', requestId);
  });
}

/** The request's logger, made on its first line: most requests log nothing. */
export function lazyChild(parent: Logger, requestId: string): Logger {
  let child: Logger | null = null;
  const made = () => {
    child ??= parent.child({ requestId });
    return child;
  };
  return {
    info: (fields: LogFields, message: string) => made().info(fields, message),
    warn: (fields: LogFields, message: string) => made().warn(fields, message),
    error: (fields: LogFields, message: string) => made().error(fields, message),
    child: (fields: LogFields) => made().child(fields),
  };
}
