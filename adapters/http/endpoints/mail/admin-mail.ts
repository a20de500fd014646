import { z } from 'zod';
import type { CompletionReport } from '../../../../application/games/send-completion-emails';
import type { MailDetail } from '../../../../application/mail/get-mail';
import type { MailSummary } from '../../../../application/mail/list-mail';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { text } from '../shared';

/** The test e-mail: the use case words the refusals ('Please enter a valid email address'). */
const testEmailInput = z.object({ email: text(320).optional(), type: text(20).optional() });

const mailIdInput = z.object({ id: z.uuid({ error: 'Message not found' }) });

const testEmailOut = z.object({ message: z.string() });

export const completionReportOut = z.object({
  message: z.string(),
  sent: z.number(),
});

const mailSummaryOut = z.object({
  id: z.string(),
  to: z.string().nullable(),
  kind: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'kept', 'failed']),
  tries: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});

const mailDetailOut = mailSummaryOut.extend({
  messageId: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  rendered: z.boolean(),
});

export type MailSummaryView = z.infer<typeof mailSummaryOut>;

export type MailDetailView = z.infer<typeof mailDetailOut>;

function presentMailSummary(m: MailSummary): MailSummaryView {
  return { ...m, createdAt: m.createdAt.toISOString(), deliveredAt: m.deliveredAt?.toISOString() ?? null };
}

function presentMailDetail(m: MailDetail): MailDetailView {
  return { ...m, createdAt: m.createdAt.toISOString(), deliveredAt: m.deliveredAt?.toISOString() ?? null };
}

/** 'Completion emails sent for' the game, with how many were queued. */
export const presentCompletionReport = (r: CompletionReport) => ({
  message: `Completion emails sent: ${r.sent}`,
  ...r,
});

/** `admin.mail.*`: the Mail panel and the test e-mail. */
export const adminMail = {
  list: query({
    summary: 'The latest e-mails sent',
    access: 'admin',
    output: z.array(mailSummaryOut),
    rest: { method: 'GET', path: '/api/admin/mail' },
    run: async ({ useCases }) => (await useCases.listMail.execute()).map(presentMailSummary),
  }),

  get: query({
    summary: 'One e-mail as sent',
    access: 'admin',
    input: mailIdInput,
    output: mailDetailOut,
    rest: { method: 'GET', path: '/api/admin/mail/{id}', params: mailIdInput },
    run: async ({ useCases }, input) => presentMailDetail(unwrap(await useCases.getMail.execute(input.id))),
  }),

  sendTest: mutation({
    summary: 'Send a test e-mail of a kind',
    access: 'admin',
    input: testEmailInput,
    output: testEmailOut,
    rest: { method: 'POST', path: '/api/admin/test-email' },
    run: async ({ useCases, admin }, input) =>
      unwrap(await useCases.sendTestEmail.execute({ ...input, admin })),
  }),
};
