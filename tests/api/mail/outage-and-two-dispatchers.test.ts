import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client';
import { useTwoMailServers } from '../../support/two-mail-servers';
import { type MailWorld, OPERATOR, startMailWorld } from './mail-world';

const contact = (i: number) => ({
  name: `Sender ${i}`,
  email: `sender${i}@example.com`,
  subject: `Question ${i}`,
  message: 'Hi',
});

describe('the outbox when the SMTP server is down', () => {
  let w: MailWorld;
  beforeAll(async () => {
    w = await startMailWorld();
  });
  afterAll(() => w?.close());

  it('keeps e-mails waiting, then delivers every one once when the server returns', async () => {
    await w.smtp.stop();
    const visitor = new HttpClient(w.server.url);
    for (let i = 0; i < 5; i++) expect((await visitor.post('/api/contact', contact(i))).status).toBe(201);
    expect(await w.server.useCases.dispatchMail.execute()).toMatchObject({ sent: 0, retried: 5 });
    w.clock.advance(30_000);
    expect(await w.server.useCases.dispatchMail.execute()).toMatchObject({ sent: 0, retried: 5 });
    const rows = await w.server.db.sql<{ status: string; tries: number; last_error: string }[]>`
      SELECT status, tries, last_error FROM mail_outbox`;
    expect(rows.every((r) => r.status === 'pending' && r.tries === 2 && r.last_error.length > 0)).toBe(true);

    await w.smtp.start();
    w.clock.advance(60_000);
    await w.deliver();
    await w.deliver();
    const subjects = w.smtp
      .to(OPERATOR)
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4].map((i) => `Contact form: Question ${i}`));
    const ids = w.smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('two server processes on one database', () => {
  const two = useTwoMailServers();

  it('never send one message twice', async () => {
    const { a, b, db, smtp } = two;
    const visitor = new HttpClient(a.server.url);
    for (let i = 0; i < 40; i++) expect((await visitor.post('/api/contact', contact(i))).status).toBe(201);
    for (;;) {
      const reports = await Promise.all([
        a.server.useCases.dispatchMail.execute(),
        b.server.useCases.dispatchMail.execute(),
        a.server.useCases.dispatchMail.execute(),
        b.server.useCases.dispatchMail.execute(),
      ]);
      if (reports.every((r) => r.sent === 0)) break;
    }
    const ids = smtp.to(OPERATOR).map((m) => m.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const [row] = await db.sql<{ sent: number }[]>`
      SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`;
    expect(row?.sent).toBe(40);
  });
});
