import { createMiddleware } from 'hono/factory';
import { errorBody } from '../error-status';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing request, JSON included, with the rule of Go net/http's
 * CrossOriginProtection: a browser request is refused when Sec-Fetch-Site says it is neither
 * same-origin nor user-initiated ('none'), or, without that header, when its Origin is not one of
 * ours (the public URL's origin; in development also the Vite dev server's), never merely the
 * request's own Host header, which a proxy or DNS rebinding can make anything. A request with
 * neither header does not come from a browser page (curl, scripts, apps) and is allowed: it
 * cannot carry a victim's cookie by a third-party page's doing. A request with a body must then be
 * JSON, so no HTML form or simple request can reach a route.
 */
export function requestGuard(
  trustedOrigins: readonly string[],
  options: {
    /**
     * Paths authorised by a token in their URL alone, never by a cookie (RFC 8058 one-click
     * unsubscribe, which mail providers post from their servers as a form): no CSRF to guard.
     */
    capabilityPaths?: readonly string[];
  } = {},
) {
  const ours = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  const capabilityPaths = new Set(options.capabilityPaths ?? []);
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || capabilityPaths.has(c.req.path)) return next();
    if (!isAllowed(c.req.header('sec-fetch-site'), c.req.header('origin'), ours)) {
      return c.json(errorBody({ code: 'FORBIDDEN', message: 'Cross-site request refused' }), 403);
    }
    if (hasBody(c.req.raw, c.env) && mediaType(c.req.header('content-type')) !== 'application/json') {
      return c.json(
        errorBody({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be application/json' }),
        415,
      );
    }
    return next();
  });
}

function isAllowed(fetchSite: string | undefined, origin: string | undefined, ours: Set<string>): boolean {
  const trusted = origin !== undefined && ours.has(origin);
  // As in Go, a trusted Origin is let through whatever Sec-Fetch-Site says (the Vite dev server).
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none' || trusted;
  return origin === undefined || trusted;
}

/**
 * Over HTTP/1.1 a request has a body only with Transfer-Encoding or a non-zero Content-Length: a
 * body-less DELETE from fetch carries neither, yet Node's Request gives it a (empty) body stream.
 * A Request built in-process (app.request in tests) is judged by its body.
 */
function hasBody(request: Request, env: unknown): boolean {
  const length = request.headers.get('content-length');
  if (request.headers.has('transfer-encoding')) return true;
  if (length !== null) return length.trim() !== '0';
  return isHttp1(env) ? false : request.body !== null;
}

function isHttp1(env: unknown): boolean {
  const incoming = (env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
  return incoming?.httpVersionMajor === 1;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
