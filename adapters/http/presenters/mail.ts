import { z } from 'zod';
import type { CompletionReport } from '../../../application/games/send-completion-emails';
import type { MailDetail } from '../../../application/mail/get-mail';
import type { MailSummary } from '../../../application/mail/list-mail';

export const mailSummaryOut = z.object({
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

export const mailDetailOut = mailSummaryOut.extend({
  messageId: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  rendered: z.boolean(),
});

export type MailSummaryView = z.infer<typeof mailSummaryOut>;
export type MailDetailView = z.infer<typeof mailDetailOut>;

export function presentMailSummary(m: MailSummary): MailSummaryView {
  return { ...m, createdAt: m.createdAt.toISOString(), deliveredAt: m.deliveredAt?.toISOString() ?? null };
}

export function presentMailDetail(m: MailDetail): MailDetailView {
  return { ...m, createdAt: m.createdAt.toISOString(), deliveredAt: m.deliveredAt?.toISOString() ?? null };
}

/** 'Completion emails sent for' the game, with how many were queued. */
export const presentCompletionReport = (r: CompletionReport) => ({
  message: `Completion emails sent: ${r.sent}`,
  ...r,
});
