import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './parse-mail';

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
}

/**
 * A local SMTP server (the smtp-server package) that keeps every message it accepts. `stop()` closes
 * it (mail then waits in the outbox); `start()` again listens on the same port.
 */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  private waiters: (() => void)[] = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages to one recipient. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  /**
   * Resolves once a message to `address` (that `accept` takes) has arrived (for the browser journey,
   * which polls nothing).
   */
  async waitFor(
    address: string,
    accept: (mail: ReceivedMail) => boolean = () => true,
  ): Promise<ReceivedMail> {
    for (;;) {
      const found = this.to(address).filter(accept).at(-1);
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}
