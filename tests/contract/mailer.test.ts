import { afterAll } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import { RecordingMailer } from '../../adapters/memory/recording-mailer';
import { LocalSmtpServer } from '../support/smtp/local-smtp-server';
import { describeMailerContract } from './mailer.contract';

const lowerKeys = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describeMailerContract('recording (tests)', async () => {
  const mailer = new RecordingMailer();
  return {
    mailer,
    delivered: async () => mailer.sent.map((m) => ({ ...m, headers: lowerKeys(m.headers) })),
    goDown: async () => mailer.goDown(),
    comeBack: async () => mailer.comeBack(),
  };
});

const servers: LocalSmtpServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describeMailerContract('SMTP (nodemailer against a local smtp-server)', async () => {
  const server = new LocalSmtpServer();
  servers.push(server);
  await server.start();
  const mailer = new SmtpMailer(server.url, 'Prize Wheel <no-reply@prize-wheel.test>', { timeoutMs: 2000 });
  return {
    mailer,
    delivered: async () =>
      server.received.map((m) => ({
        to: m.to[0] ?? '',
        messageId: m.messageId,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: Object.fromEntries(m.headers),
      })),
    goDown: () => server.stop(),
    comeBack: () => server.start(),
  };
});
