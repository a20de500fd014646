import { z } from 'zod';

/**
 * SMTP_URL, MAIL_FROM, CONTACT_EMAIL and MAIL_INTERVAL_MS: where e-mail goes (docs/rules/operations.md, Configuration);
 * CLOSING_INTERVAL_MS: how often games are closed (and drawn), which sends the winner's e-mail.
 */
export interface MailConfig {
  /** Null: no mail server; every e-mail is kept in the outbox and shown in the admin area. */
  smtpUrl: string | null;
  /** The From header. */
  from: string;
  /** Where the contact form is forwarded: CONTACT_EMAIL, else ADMIN_EMAIL; null keeps it in the outbox. */
  contactEmail: string | null;
  /** The address the contact page shows: CONTACT_EMAIL only (ADMIN_EMAIL is a sign-in, not made public). */
  publicContactEmail: string | null;
  /** How often each server process sends due e-mails; 0 turns the loop off (tests run it by hand). */
  dispatchIntervalMs: number;
  /** How often each server process closes ended or sold-out games (CLOSING_INTERVAL_MS); 0: off. */
  closingIntervalMs: number;
}

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const address = optional.pipe(z.email('must be an e-mail address').optional());

export const mailEnvShape = {
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optional,
  CONTACT_EMAIL: address,
  MAIL_INTERVAL_MS: optional.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number).default(5000),
  ),
  CLOSING_INTERVAL_MS: optional.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number).default(15000),
  ),
};

/** ADMIN_EMAIL belongs to the configuration's administrator entry (config.ts); mail reads it as the contact default. */
type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>> & { ADMIN_EMAIL?: string };

export function mailConfigOf(env: MailEnv, publicUrl: string): MailConfig {
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `Prize Wheel <no-reply@${new URL(publicUrl).hostname}>`,
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL ?? null,
    publicContactEmail: env.CONTACT_EMAIL ?? null,
    dispatchIntervalMs: env.MAIL_INTERVAL_MS,
    closingIntervalMs: env.CLOSING_INTERVAL_MS,
  };
}

/** Where `npm start` says the mail goes. */
export function describeMail(mail: MailConfig): string {
  if (!mail.smtpUrl)
    return 'e-mail is kept, not sent (no SMTP_URL): read it in the admin area, Mail tab (/admin-dashboard?tab=mail)';
  const url = new URL(mail.smtpUrl);
  return `e-mail is sent through ${url.protocol}//${url.host} from ${mail.from}`;
}
