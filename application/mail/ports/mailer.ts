import type { MailMessage } from '../../../domain/mail/mail-message';

/** A rendered e-mail ready to hand to a mail server. */
export interface OutgoingMail {
  to: string;
  /** The Message-ID without angle brackets; fixed per outbox entry, so a retry reuses it. */
  messageId: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for announcements). */
  headers?: Record<string, string>;
}

/**
 * Hands e-mails to the world. 'sent': a mail server accepted it; 'kept': there is no mail server
 * (no SMTP_URL), the message stays in the outbox for the admin area. Throws when the server refused
 * or could not be reached: the outbox tries again later.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<'sent' | 'kept'>;
  /**
   * Test Connection: 'verified' when the mail server answered (SMTP greeting and authentication),
   * 'kept' when there is no mail server; throws when it cannot be reached or refuses.
   */
  checkConnection(): Promise<'verified' | 'kept'>;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Turns what to say into a subject, HTML and plain text (the adapter owns the templates). */
export interface MailRenderer {
  render(message: MailMessage): Promise<RenderedMessage>;
}
