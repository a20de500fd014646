import type { Mailer } from '../../application/mail/ports/mailer';

/** Without SMTP_URL nothing leaves: each message stays in the outbox, marked kept, for the admin area. */
export class KeptMailer implements Mailer {
  async send(): Promise<'kept'> {
    return 'kept';
  }

  async checkConnection(): Promise<'kept'> {
    return 'kept';
  }
}
