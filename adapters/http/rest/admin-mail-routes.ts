import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import { adminGameParam } from '../admin-game-schemas';
import { mailIdInput, testEmailInput } from '../admin-mail-schemas';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentCompletionReport, presentMailDetail, presentMailSummary } from '../presenters/mail';
import { fail, parseWith } from './respond';

/** Mail in the back office: completion and test e-mails, the Mail panel (tRPC twins: routers/admin-mail.ts). */
export function adminMailRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .use('/admin/mail', adminOnly)
    .use('/admin/mail/*', adminOnly)
    .use('/admin/test-email', adminOnly)
    .use('/admin/games/:id/send-completion-emails', adminOnly)
    .post(
      '/admin/games/:id/send-completion-emails',
      validator('param', parseWith(adminGameParam)),
      async (c) => {
        const result = await useCases.sendCompletionEmails.execute(c.req.valid('param').id);
        return result.ok ? c.json(presentCompletionReport(result.value)) : fail(c, result.error);
      },
    )
    .post('/admin/test-email', validator('json', parseWith(testEmailInput)), async (c) => {
      const body = c.req.valid('json');
      const result = await useCases.sendTestEmail.execute({ ...body, admin: c.var.admin });
      return result.ok ? c.json(result.value) : fail(c, result.error);
    })
    .get('/admin/mail', async (c) => c.json((await useCases.listMail.execute()).map(presentMailSummary)))
    .get('/admin/mail/:id', validator('param', parseWith(mailIdInput)), async (c) => {
      const result = await useCases.getMail.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentMailDetail(result.value)) : fail(c, result.error);
    });
}
