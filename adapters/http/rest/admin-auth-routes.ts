import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../domain/login-throttle-policy';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentAdminLogin, presentAdminProfile } from '../presenters/admin';
import { loginInput } from '../schemas';
import type { SessionCookie } from '../session-cookie';
import { fail, parseWith } from './respond';

/** POST /admin/login, /admin/logout and GET /admin/user (admin.md section 7). */
export function adminAuthRoutes(useCases: UseCases, cookie: SessionCookie) {
  return new Hono<HttpEnv>()
    .post('/admin/login', validator('json', parseWith(loginInput)), async (c) => {
      const { email = '', password = '' } = c.req.valid('json');
      const result = await useCases.logInAdmin.execute({ email, password, ip: c.var.clientIp ?? null });
      if (!result.ok) {
        if (result.error.code === 'TOO_MANY_ATTEMPTS')
          c.header('Retry-After', String(LOGIN_RETRY_AFTER_SECONDS));
        return fail(c, result.error);
      }
      c.header('Set-Cookie', cookie.issue(result.value.token), { append: true });
      return c.json(presentAdminLogin(result.value.admin));
    })
    .post('/admin/logout', async (c) => {
      const { token } = c.var.adminAuth;
      if (token) await useCases.logOutAdmin.execute(token);
      c.header('Set-Cookie', cookie.clear(), { append: true });
      return c.json({ success: true as const });
    })
    .get('/admin/user', adminOnly, (c) => c.json(presentAdminProfile(c.var.admin)));
}
