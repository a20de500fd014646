import { z } from 'zod';
import type { CompletionReport } from '../../../../application/games/send-completion-emails';
import type { MailDetail } from '../../../../application/mail/get-mail';
import type { MailSummary } from '../../../../application/mail/list-mail';
import { MAIL_KINDS } from '../../../../domain/mail/mail-search';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { text, wholeFromText } from '../shared';

/** The test e-mail: the use case words the refusals ('Please enter a valid email address'). */
const testEmailInput = z.object({ email: text(320).optional(), type: text(20).optional() });

const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;

/** GET /api/admin/mail and admin.mail.list: a status, a kind, a search and a 1-based page of 50. */
const mailPageInput = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS as [string, ...string[]]).optional(),
  search: text(200).optional(),
  page: wholeFromText(1, 1_000_000, 1),
});

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
  status: z.enum(MAIL_STATUSES),
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

const mailPageOut = z.object({
  messages: z.array(mailSummaryOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

type MailSummaryView = z.infer<typeof mailSummaryOut>;

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
    summary: 'The e-mails sent, newest first, 50 a page, by status, kind and search, with their total',
    access: 'admin',
    input: mailPageInput,
    output: mailPageOut,
    rest: { method: 'GET', path: '/api/admin/mail', body: mailPageInput },
    run: async ({ useCases }, input) => {
      const found = unwrap(await useCases.listMail.execute(input));
      return { ...found, messages: found.messages.map(presentMailSummary) };
    },
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
