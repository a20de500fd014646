import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';
import { type AppError, errorBody } from '../error-status';
import type { TokenBuckets } from '../rate-limit/token-buckets';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sign-ins have their own throttle (application/login-throttle.ts): the REST routes and tRPC procedures. */
const REST_SIGN_INS = new Set(['/api/login', '/api/admin/login']);
const SIGN_INS = new Set(['auth.login', 'admin.auth.login']);
export const isSignIn = (procedure: string) => SIGN_INS.has(procedure);

export const tooManyWrites = (retryAfterSeconds: number): AppError => ({
  code: 'TOO_MANY_ATTEMPTS',
  message: `Too many requests from your address. Try again in ${retryAfterSeconds} seconds.`,
});

/** The bucket of the request's client address (null when unknown: all such requests share one). */
export const bucketKey = (c: Context<HttpEnv>) => c.var.clientIp ?? 'unknown';

/**
 * Rate-limits REST writes made without a session (registration, the contact form, 'Get Notified'...)
 * per client address, so one address cannot fill the database; tRPC mutations take from the same
 * buckets in trpc.ts's publicProcedure. Signed-in players' and administrators' writes and sign-ins
 * are not counted.
 */
export function anonymousWriteLimit(buckets: TokenBuckets) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || REST_SIGN_INS.has(c.req.path)) return next();
    if ((await c.var.auth.session()) !== null || (await c.var.adminAuth.session()) !== null) return next();
    const taken = buckets.take(bucketKey(c));
    if (taken.ok) return next();
    c.header('Retry-After', String(taken.retryAfterSeconds));
    return c.json(errorBody(tooManyWrites(taken.retryAfterSeconds)), 429);
  });
}
