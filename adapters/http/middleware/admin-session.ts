import { createMiddleware } from 'hono/factory';
import type { AuthenticatedAdmin } from '../../../application/admin/authenticate-admin';
import type { DomainError } from '../../../domain/shared/errors';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import type { SessionCookie } from '../session-cookie';

/** Reads the administrator cookie; its session is resolved lazily, at most once per request. */
export function adminSessionMiddleware(useCases: UseCases, cookie: SessionCookie) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const token = cookie.read(c);
    let pending: Promise<AuthenticatedAdmin | null> | null = null;
    let refusal: DomainError | null = null;
    const resolve = async () => {
      const result = await useCases.authenticateAdmin.execute(token ?? '', c.var.clientIp ?? null);
      if (result.ok) return result.value;
      refusal = result.error;
      return null;
    };
    c.set('adminAuth', {
      token,
      session: () => {
        pending ??= resolve();
        return pending;
      },
      refusal: () => refusal,
    });
    await next();
  });
}
