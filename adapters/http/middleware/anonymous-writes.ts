import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';
import { errorBody } from '../error-status';
import type { TokenBuckets } from '../rate-limit/token-buckets';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sign-in has its own throttle (application/login-throttle.ts). */
const SIGN_IN = new Set(['/api/login', 'auth.login']);

/**
 * Rate-limits writes made without a session (registration, the contact form, 'Get Notified'...) per
 * client address, so one address cannot fill the database. A tRPC batch costs one token per call.
 * Signed-in players' writes and sign-in are not counted here.
 */
export function anonymousWriteLimit(buckets: TokenBuckets) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const cost = callsCounted(c);
    if (cost === 0 || (await c.var.auth.session()) !== null) return next();
    const taken = buckets.take(c.var.clientIp ?? 'unknown', cost);
    if (taken.ok) return next();
    c.header('Retry-After', String(taken.retryAfterSeconds));
    const message = `Too many requests from your address. Try again in ${taken.retryAfterSeconds} seconds.`;
    return c.json(errorBody({ code: 'TOO_MANY_ATTEMPTS', message }), 429);
  });
}

function callsCounted(c: Context): number {
  const path = c.req.path;
  if (!path.startsWith('/trpc/')) return SIGN_IN.has(path) ? 0 : 1;
  // tRPC decodes the path again, so an encoded comma (%2C) separates calls too.
  const procedures = decoded(path.slice('/trpc/'.length)).split(',');
  return procedures.filter((name) => !SIGN_IN.has(name)).length;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
