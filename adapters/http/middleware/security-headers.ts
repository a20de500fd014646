import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeaderOptions {
  /** HTTPS deployment: also send Strict-Transport-Security. */
  secure: boolean;
  /** Extra script sources (Square's payment script, when Square is configured). */
  scriptSources?: readonly string[];
  /** Extra connect and frame sources the payment script needs. */
  connectSources?: readonly string[];
  frameSources?: readonly string[];
}

const SELF = "'self'";
const NONE = "'none'";

/**
 * The API's answers (JSON, event streams) are never a page: their policy loads nothing and lets
 * nobody frame them, stricter than the pages' and a third of the bytes on every answer.
 */
const isApiPath = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/trpc/') || path === '/api' || path === '/trpc';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The headers every answer carries besides its Content-Security-Policy. */
function common(options: SecurityHeaderOptions): SecureHeadersOptions {
  return {
    referrerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], usb: [] },
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: options.secure ? 'max-age=31536000; includeSubDomains' : false,
  };
}

/**
 * Security headers on every answer (hono/secure-headers): the pages' Content-Security-Policy on
 * pages and the client's files, the API's on `/api` and `/trpc` answers, the rest the same. The one
 * source of them: the shared reads' fast paths take theirs from this middleware too.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const pages = secureHeaders({
    ...common(options),
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      imgSrc: [SELF, 'data:'],
      styleSrc: [SELF, "'unsafe-inline'"],
      scriptSrc: [SELF, ...(options.scriptSources ?? [])],
      connectSrc: [SELF, ...(options.connectSources ?? [])],
      frameSrc: [SELF, ...(options.frameSources ?? [])],
      frameAncestors: [NONE],
      baseUri: [SELF],
      formAction: [SELF],
      objectSrc: [NONE],
    },
  });
  const api = secureHeaders({
    ...common(options),
    contentSecurityPolicy: { defaultSrc: [NONE], frameAncestors: [NONE] },
  });
  return (c, next) => (isApiPath(c.req.path) ? api(c, next) : pages(c, next));
}

/**
 * API answers are never cached, except those with an ETag (prize images, the shared game reads:
 * adapters/http/shared-answer.ts), which set their own; the client's files set their own
 * (client-files.ts); anything else revalidated. A live stream (tRPC subscriptions) must reach the page
 * as it is written: no proxy may buffer or compress it (no-transform; tRPC also sends X-Accel-Buffering: no).
 */
export const cacheControl = createMiddleware(async (c, next) => {
  await next();
  const { headers } = c.res;
  const stream = headers.get('Content-Type')?.startsWith('text/event-stream') === true;
  headers.set('Cache-Control', stream ? 'no-store, no-transform' : cacheControlOf(c.req.path, headers));
});

function cacheControlOf(path: string, headers: Headers): string {
  const current = headers.get('Cache-Control');
  if (current && headers.has('ETag')) return current;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/') || path === '/metrics') {
    return 'no-store';
  }
  return current ?? 'no-cache';
}
