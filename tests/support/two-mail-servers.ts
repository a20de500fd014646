import { afterAll, beforeAll } from 'vitest';
import { type MailWorld, startMailWorld } from '../api/mail/mail-world';
import { LocalSmtpServer } from './smtp/local-smtp-server';
import { type TestDatabase, withTestDatabase } from './test-database';

export interface TwoMailServers {
  db: TestDatabase;
  a: MailWorld;
  b: MailWorld;
  smtp: LocalSmtpServer;
}

/**
 * Two server processes on one database and one local SMTP server, started before the describe
 * block's tests and closed after them; read its fields inside the tests.
 */
export function useTwoMailServers(): TwoMailServers {
  const two = {} as TwoMailServers;
  beforeAll(async () => {
    two.db = await withTestDatabase();
    two.smtp = new LocalSmtpServer();
    await two.smtp.start();
    two.a = await startMailWorld({ db: two.db, smtp: two.smtp });
    two.b = await startMailWorld({ db: two.db, smtp: two.smtp });
  });
  afterAll(async () => {
    await two.a?.close();
    await two.b?.close();
    await two.smtp?.stop();
    await two.db?.close();
  });
  return two;
}
