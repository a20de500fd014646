import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentEnrolment } from '../presenters/admin-two-factor';
import { twoFactorCodeInput } from '../schemas';
import { fail, parseWith } from './respond';

/**
 * The signed-in administrator's authenticator: where they stand, a new secret as a QR code, and the
 * first code that confirms it (answering the recovery codes, shown this once).
 */
export function adminTwoFactorRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/admin/two-factor', adminOnly, async (c) =>
      c.json(await useCases.getTwoFactorStatus.execute(c.var.admin.id)),
    )
    .post('/admin/two-factor/enrolment', adminOnly, async (c) =>
      c.json(await presentEnrolment(await useCases.startTwoFactorEnrolment.execute(c.var.admin))),
    )
    .post(
      '/admin/two-factor/confirm',
      adminOnly,
      validator('json', parseWith(twoFactorCodeInput)),
      async (c) => {
        const { code } = c.req.valid('json');
        const result = await useCases.confirmTwoFactorEnrolment.execute({ adminId: c.var.admin.id, code });
        return result.ok ? c.json(result.value) : fail(c, result.error);
      },
    );
}
