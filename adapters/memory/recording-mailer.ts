import type { Mailer, OutgoingMail } from '../../application/mail/ports/mailer';

/** A mailer for tests: remembers what it sent; while down, every send throws like an unreachable server. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  private down: string | null = null;

  async checkConnection(): Promise<'verified'> {
    if (this.down !== null) throw new Error(this.down);
    return 'verified';
  }

  async send(mail: OutgoingMail): Promise<'sent'> {
    if (this.down !== null) throw new Error(this.down);
    this.sent.push(structuredClone(mail));
    return 'sent';
  }

  goDown(reason = 'connect ECONNREFUSED 127.0.0.1:25'): void {
    this.down = reason;
  }

  comeBack(): void {
    this.down = null;
  }
}
