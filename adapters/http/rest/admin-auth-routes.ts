import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../domain/accounts/login-throttle-policy';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentAdminProfile } from '../presenters/admin';
import { presentAdminSignIn } from '../presenters/admin-two-factor';
import { adminLoginInput } from '../schemas';
import type { SessionCookie } from '../session-cookie';
import { fail, parseWith } from './respond';

/**
 * POST /admin/login (with `code` as its second step while two-factor sign-in is on), /admin/logout
 * and GET /admin/user.
 */
export function adminAuthRoutes(useCases: UseCases, cookie: SessionCookie) {
  return new Hono<HttpEnv>()
    .post('/admin/login', validator('json', parseWith(adminLoginInput)), async (c) => {
      const { email = '', password = '', code } = c.req.valid('json');
      const ip = c.var.clientIp ?? null;
      const result = await useCases.logInAdmin.execute({ email, password, code, ip });
      if (!result.ok) {
        if (result.error.code === 'TOO_MANY_ATTEMPTS')
          c.header('Retry-After', String(LOGIN_RETRY_AFTER_SECONDS));
        return fail(c, result.error);
      }
      if ('token' in result.value) c.header('Set-Cookie', cookie.issue(result.value.token), { append: true });
      return c.json(presentAdminSignIn(result.value));
    })
    .post('/admin/logout', async (c) => {
      const { token } = c.var.adminAuth;
      if (token) await useCases.logOutAdmin.execute(token);
      c.header('Set-Cookie', cookie.clear(), { append: true });
      return c.json({ success: true as const });
    })
    .get('/admin/user', adminOnly, (c) => c.json(presentAdminProfile(c.var.admin)));
}
