import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';
import { AUTHENTICATION_REQUIRED, errorBody } from '../error-status';
import { fail } from '../rest/respond';

/**
 * Admin REST routes: 401 { code: 'UNAUTHENTICATED' } without a live administrator session, 403
 * ADDRESS_NOT_ALLOWED from an address off the IP whitelist. A
 * player's session is no administrator session (another cookie and table), so it gets the same 401.
 * Sets `c.var.admin` for the route.
 */
export const adminOnly = createMiddleware<HttpEnv>(async (c, next) => {
  const session = await c.var.adminAuth.session();
  if (!session) {
    const refusal = c.var.adminAuth.refusal();
    return refusal ? fail(c, refusal) : c.json(errorBody(AUTHENTICATION_REQUIRED), 401);
  }
  const { id, email, firstName, lastName } = session.admin;
  c.set('admin', { id, email, firstName, lastName });
  await next();
});
