import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client';
import { startTestServer, type TestServer } from '../../support/test-server';

/** Without SMTP_URL nothing leaves: each e-mail stays in the outbox, kept with its rendering. */
describe('kept mail (no SMTP_URL, no CONTACT_EMAIL or ADMIN_EMAIL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mail: { smtpUrl: null, contactEmail: null } });
  });
  afterAll(() => server?.close());

  it('keeps the forwarded contact message, rendered, for the admin area', async () => {
    const sent = await new HttpClient(server.url).post('/api/contact', {
      name: 'Kim',
      email: 'kim@example.com',
      subject: 'Hello there',
      message: 'Is the mug real?',
    });
    expect(sent.status).toBe(201);
    expect(await server.useCases.dispatchMail.execute()).toEqual({ sent: 0, kept: 1, retried: 0, failed: 0 });
    const rows = await server.db.sql<
      { status: string; to_address: string | null; subject: string; text_body: string; html: string }[]
    >`
      SELECT status, to_address, subject, text_body, html FROM mail_outbox`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'kept', to_address: null, subject: 'Contact form: Hello there' });
    expect(rows[0]?.text_body).toContain('Is the mug real?');
    expect(rows[0]?.html).toContain('<html');
  });
});
