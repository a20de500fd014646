import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import { adminPasswordInput, adminProfileInput } from '../back-office-schemas';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { ADMIN_PASSWORD_CHANGED_MESSAGE, presentAdminProfile } from '../presenters/admin';
import type { SessionCookie } from '../session-cookie';
import { fail, parseWith } from './respond';

/** Admin Profile Management (admin.md sections 5, 7 and 8): profile and password. */
export function adminProfileRoutes(useCases: UseCases, cookie: SessionCookie) {
  return new Hono<HttpEnv>()
    .patch('/admin/update-profile', adminOnly, validator('json', parseWith(adminProfileInput)), async (c) => {
      const result = await useCases.updateAdminProfile.execute({
        ...c.req.valid('json'),
        adminId: c.var.admin.id,
      });
      return result.ok ? c.json(presentAdminProfile(result.value)) : fail(c, result.error);
    })
    .patch(
      '/admin/change-password',
      adminOnly,
      validator('json', parseWith(adminPasswordInput)),
      async (c) => {
        const result = await useCases.changeAdminPassword.execute({
          ...c.req.valid('json'),
          adminId: c.var.admin.id,
          ip: c.var.clientIp ?? null,
        });
        if (!result.ok) return fail(c, result.error);
        // Every session was revoked: this one carries on with a new token.
        c.header('Set-Cookie', cookie.issue(result.value.token), { append: true });
        return c.json({ success: true as const, message: ADMIN_PASSWORD_CHANGED_MESSAGE });
      },
    );
}
