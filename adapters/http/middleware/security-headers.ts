import { createMiddleware } from 'hono/factory';

export interface SecurityHeaderOptions {
  /** HTTPS deployment: also send Strict-Transport-Security. */
  secure: boolean;
  /** Extra script sources (Square's payment script, when Square is configured). */
  scriptSources?: readonly string[];
  /** Extra connect and frame sources the payment script needs. */
  connectSources?: readonly string[];
  frameSources?: readonly string[];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const extra = (list: readonly string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${extra(options.scriptSources)}`,
    `connect-src 'self'${extra(options.connectSources)}`,
    `frame-src 'self'${extra(options.frameSources)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers on every answer; API answers are never cached, hashed assets for a year. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const csp = contentSecurityPolicy(options);
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.secure) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    headers.set('Cache-Control', cacheControl(c.req.path, c.res.status, headers.get('Cache-Control')));
  });
}

function cacheControl(path: string, status: number, current: string | null): string {
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/')) return 'no-store';
  if (path.startsWith('/assets/') && status === 200) return 'public, max-age=31536000, immutable';
  return current ?? 'no-cache';
}
