import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { LogFields, Logger } from '../../../application/ports/logger';
import type { HttpEnv } from '../env';

/** Longest incoming X-Request-Id reused; a longer or odd one (not [A-Za-z0-9_=-]) is replaced. */
const MAX_REQUEST_ID = 128;

/**
 * Gives every request an id (hono/request-id: the client's X-Request-Id when sane, else a UUID,
 * echoed in the answer) and a child logger carrying it, so errors logged at the edge can be
 * matched with what the client saw. Nothing is logged for a request that succeeds.
 */
export function requestLog(logger: Logger) {
  const withLogger = createMiddleware<HttpEnv>(async (c, next) => {
    c.set('log', lazyChild(logger, c.var.requestId));
    await next();
    // A handler that builds its own Response (tRPC's) drops the header hono/request-id set early.
    c.res.headers.set('X-Request-Id', c.var.requestId);
  });
  return [requestId({ limitLength: MAX_REQUEST_ID }), withLogger] as const;
}

/** The request's logger, made on its first line: most requests log nothing. */
function lazyChild(parent: Logger, requestId: string): Logger {
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
