import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../domain/login-throttle-policy';
import type { UseCases } from '../use-cases';
import type { HttpEnv } from './env';
import { appRouter } from './routers/app';
import type { SessionCookie } from './session-cookie';
import { createContextInner } from './trpc';
import { appErrorOf } from './trpc-errors';

/** Serves the tRPC router under /trpc with the request's session and a cookie writer. */
export function trpcHandler(useCases: UseCases, cookie: SessionCookie) {
  return (c: Context<HttpEnv>) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => {
        const { token } = c.var.auth;
        return createContextInner({
          useCases,
          session: c.var.auth.session,
          clientIp: c.var.clientIp ?? null,
          cookies: {
            token,
            set: (value) => resHeaders.append('Set-Cookie', cookie.issue(value)),
            clear: () => resHeaders.append('Set-Cookie', cookie.clear()),
          },
        });
      },
      // A throttled sign-in answers 429 with Retry-After, as the REST route does.
      responseMeta: ({ errors }) =>
        errors.some((error) => appErrorOf(error).code === 'TOO_MANY_ATTEMPTS')
          ? { headers: { 'Retry-After': String(LOGIN_RETRY_AFTER_SECONDS) } }
          : {},
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error(`tRPC ${path ?? '?'} failed:`, error.cause ?? error);
      },
    });
}
