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

/** Security headers on every answer (hono/secure-headers), with our Content-Security-Policy. */
export function securityHeaders(options: SecurityHeaderOptions) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      imgSrc: [SELF, 'data:'],
      styleSrc: [SELF, "'unsafe-inline'"],
      scriptSrc: [SELF, ...(options.scriptSources ?? [])],
      connectSrc: [SELF, ...(options.connectSources ?? [])],
      frameSrc: [SELF, ...(options.frameSources ?? [])],
      frameAncestors: ["'none'"],
      baseUri: [SELF],
      formAction: [SELF],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], usb: [] },
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: options.secure ? 'max-age=31536000; includeSubDomains' : false,
  });
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
