import { createMiddleware } from 'hono/factory';
import { errorBody } from '../error-status';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing request, JSON included (SameSite alone is not enough, and
 * hono/csrf covers only form content types): the Origin must be ours — the public URL's origin or
 * the request's own host — or, without an Origin, the browser must say Sec-Fetch-Site: same-origin.
 * A request with a body must then be JSON, so no HTML form or simple request can reach a route.
 */
export function requestGuard(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (!isSameOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), publicOrigin, c.req.url)) {
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

function isSameOrigin(
  origin: string | undefined,
  fetchSite: string | undefined,
  publicOrigin: string,
  requestUrl: string,
): boolean {
  if (origin === undefined) return fetchSite === 'same-origin';
  if (origin === publicOrigin) return true;
  try {
    const from = new URL(origin);
    // The request's own host (its Host header); the scheme may differ behind a TLS-terminating proxy.
    return (
      (from.protocol === 'http:' || from.protocol === 'https:') && from.host === new URL(requestUrl).host
    );
  } catch {
    return false;
  }
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
