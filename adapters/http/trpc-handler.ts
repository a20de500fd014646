import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../domain/accounts/login-throttle-policy';
import type { UseCases } from '../wiring/use-cases';
import type { HttpEnv } from './env';
import { appRouter } from './routers/app';
import type { SessionCookie } from './session-cookie';
import { createContextInner } from './trpc';
import { appErrorOf } from './trpc-errors';

/** Calls one batched tRPC request may hold; the web client's batch link uses the same limit. */
export const MAX_BATCH_CALLS = 20;

/** The session cookies: the player's and the administrator's. */
export interface Cookies {
  player: SessionCookie;
  admin: SessionCookie;
}

/** Serves the tRPC router under /trpc with the request's sessions and cookie writers. */
export function trpcHandler(useCases: UseCases, cookies: Cookies) {
  return (c: Context<HttpEnv>) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ resHeaders }) => {
        const { token } = c.var.auth;
        const { player: cookie, admin } = cookies;
        return createContextInner({
          useCases,
          session: c.var.auth.session,
          admin: c.var.adminAuth.session,
          adminRefusal: c.var.adminAuth.refusal,
          adminCookies: {
            token: c.var.adminAuth.token,
            set: (value) => resHeaders.append('Set-Cookie', admin.issue(value)),
            clear: () => resHeaders.append('Set-Cookie', admin.clear()),
          },
          clientIp: c.var.clientIp ?? null,
          openWrites: {
            take: () => useCases.openWriteLimit.take(c.var.clientIp ?? null),
            retryAfter: (seconds) => resHeaders.set('Retry-After', String(seconds)),
          },
          cookies: {
            token,
            set: (value) => resHeaders.append('Set-Cookie', cookie.issue(value)),
            clear: () => resHeaders.append('Set-Cookie', cookie.clear()),
          },
        });
      },
      // A throttled sign-in or a locked code step answers 429 with Retry-After, as the REST route does.
      responseMeta: ({ errors }) => {
        const refusals = errors.map(appErrorOf);
        const locked = refusals.find((error) => error.code === 'TWO_FACTOR_LOCKED');
        if (locked) return { headers: { 'Retry-After': String(locked.retryAfterSeconds) } };
        return refusals.some((error) => error.code === 'TOO_MANY_ATTEMPTS')
          ? { headers: { 'Retry-After': String(LOGIN_RETRY_AFTER_SECONDS) } }
          : {};
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          c.var.log.error({ err: error.cause ?? error, procedure: path ?? null }, 'tRPC call failed');
      },
    });
}
