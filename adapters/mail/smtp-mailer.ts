import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../application/mail/ports/mailer';

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...) from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    options: { timeoutMs?: number } = {},
  ) {
    const timeout = options.timeoutMs ?? 30_000;
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as never);
  }

  async send(mail: OutgoingMail): Promise<'sent'> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${mail.messageId}>`,
      headers: mail.headers,
    });
    return 'sent';
  }

  async checkConnection(): Promise<'verified'> {
    await this.transport.verify();
    return 'verified';
  }

  close(): void {
    this.transport.close();
  }
}
