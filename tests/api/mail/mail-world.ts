import { SmtpMailer } from '../../../adapters/mail/smtp-mailer';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { LocalSmtpServer } from '../../support/smtp/local-smtp-server';
import type { TestDatabase } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ManualClock, Sha256PasswordHasher } from '../support/test-app';

export const OPERATOR = 'operator@prize-wheel.test';

export interface MailWorld {
  server: TestServer;
  smtp: LocalSmtpServer;
  clock: ManualClock;
  /** Runs the dispatcher until nothing more is due now. */
  deliver(): Promise<void>;
  close(): Promise<void>;
}

/** The real server sending through nodemailer to a local SMTP server; the clock moves by hand. */
export async function startMailWorld(
  options: { db?: TestDatabase; smtp?: LocalSmtpServer } = {},
): Promise<MailWorld> {
  const smtp = options.smtp ?? new LocalSmtpServer();
  if (!options.smtp) await smtp.start();
  const clock = new ManualClock(new Date());
  const server = await startTestServer({
    db: options.db,
    reconcileIntervalMs: 0,
    mail: { contactEmail: OPERATOR },
    overrides: {
      clock,
      hasher: new Sha256PasswordHasher(),
      mailer: new SmtpMailer(smtp.url, 'Prize Wheel <no-reply@prize-wheel.test>', { timeoutMs: 2000 }),
    },
  });
  return {
    server,
    smtp,
    clock,
    async deliver() {
      while ((await server.useCases.dispatchMail.execute()).sent > 0);
    },
    async close() {
      await server.close();
      if (!options.smtp) await smtp.stop();
    },
  };
}

/** One signed-in player (first name 'Load') over HTTP. */
export async function onePlayer(w: MailWorld, tag: string): Promise<HttpClient> {
  const [player] = await signedInPlayers(w.server.useCases, w.server.url, 1, tag);
  if (!player) throw new Error('no player');
  return player;
}
