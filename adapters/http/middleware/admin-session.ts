import { createMiddleware } from 'hono/factory';
import type { AuthenticatedAdmin } from '../../../application/authenticate-admin';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import type { SessionCookie } from '../session-cookie';

/** Reads the administrator cookie; its session is resolved lazily, at most once per request. */
export function adminSessionMiddleware(useCases: UseCases, cookie: SessionCookie) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const token = cookie.read(c);
    let pending: Promise<AuthenticatedAdmin | null> | null = null;
    c.set('adminAuth', {
      token,
      session: () => {
        pending ??= token ? useCases.authenticateAdmin.execute(token) : Promise.resolve(null);
        return pending;
      },
    });
    await next();
  });
}
