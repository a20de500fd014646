import { createMiddleware } from 'hono/factory';
import type { Authenticated } from '../../../application/accounts/authenticate';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv, PlayerEnv } from '../env';
import { AUTHENTICATION_REQUIRED, errorBody } from '../error-status';
import type { SessionCookie } from '../session-cookie';

/** Reads the session cookie; the session itself is resolved lazily, once per request. */
export function sessionMiddleware(useCases: UseCases, cookie: SessionCookie) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const token = cookie.read(c);
    let pending: Promise<Authenticated | null> | null = null;
    c.set('auth', {
      token,
      session: () => {
        pending ??= token ? useCases.authenticate.execute(token) : Promise.resolve(null);
        return pending;
      },
    });
    await next();
  });
}

/** 401 { message: 'Authentication required', code: 'UNAUTHENTICATED' } without a live session. */
export const requirePlayer = createMiddleware<PlayerEnv>(async (c, next) => {
  const session = await c.var.auth.session();
  if (!session) return c.json(errorBody(AUTHENTICATION_REQUIRED), 401);
  c.set('player', session);
  await next();
});
