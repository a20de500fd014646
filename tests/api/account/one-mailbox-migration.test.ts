import { createHmac } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCanonicalEmails } from '../../../adapters/postgres/accounts/canonical-email-backfill';
import { migrate } from '../../../adapters/postgres/migrate';
import { deriveKey } from '../../../adapters/security/data-key';
import { HttpClient } from '../../support/http-client';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';

const DIR = fileURLToPath(new URL('../../../adapters/postgres/migrations', import.meta.url));
const DAY_MS = 86_400_000;

/**
 * 049_one_mailbox_one_account.sql on a database whose players registered before one mailbox meant one account: the
 * accounts that share a mailbox are kept (none merged, none deleted), each still signs in with its own
 * spelling and password, no new account joins them, and the System tab lists them.
 */
describe('049_one_mailbox_one_account.sql: accounts that shared a mailbox before the rule', () => {
  let db: TestDatabase;
  let before: string;
  let server: TestServer;
  const hasher = new Sha256PasswordHasher();
  const ids: Record<string, number> = {};

  /** An account as the repository wrote it before one mailbox meant one account. */
  const oldAccount = async (email: string, password: string) => {
    const [row] = await db.sql<{ id: number }[]>`
      INSERT INTO users (email, password_hash, first_name, last_name, state, accepted_terms_at)
      VALUES (${email}, ${await hasher.hash(password)}, 'Old', ${email.split('@')[0] ?? ''}, 'TN', now())
      RETURNING id`;
    ids[email] = row?.id ?? 0;
  };

  beforeAll(async () => {
    db = await withTestDatabase();
    await db.sql.unsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public').simple();
    before = await mkdtemp(join(tmpdir(), 'migrations-048-'));
    for (const file of await readdir(DIR))
      if (file < '049') await copyFile(join(DIR, file), join(before, file));
    await migrate(db.sql, { migrations: before });
    await oldAccount('jane.doe@gmail.com', 'first-password');
    await oldAccount('solo@example.org', 'solo-password');
    await oldAccount('janedoe@gmail.com', 'second-password');
    await oldAccount('jane.doe+2@googlemail.com', 'third-password');
    await oldAccount('bob.smith@example.org', 'bob-password');
    await oldAccount('bobsmith@example.org', 'other-bob-password');
    // An account erased before the rule, on a break, remembered under its address's old key.
    const [erased] = await db.sql<{ id: number }[]>`
      INSERT INTO users (email, deleted_at) VALUES (NULL, now()) RETURNING id`;
    const oldKey = createHmac('sha256', deriveKey(TEST_DATA_KEY, 'email-identity'))
      .update('old.break@gmail.com', 'utf8')
      .digest('hex');
    await db.sql`
      INSERT INTO erased_accounts (user_id, email_key, excluded_until, erased_at)
      VALUES (${erased?.id ?? 0}, ${oldKey}, ${new Date(Date.now() + 30 * DAY_MS)}, now())`;

    await db.sql.unsafe(await readFile(join(DIR, '049_one_mailbox_one_account.sql'), 'utf8')).simple();
    for (const file of (await readdir(DIR)).filter((f) => f >= '050').sort())
      await db.sql.unsafe(await readFile(join(DIR, file), 'utf8')).simple();
    await db.sql`INSERT INTO schema_migrations (version) SELECT v FROM unnest(${(await readdir(DIR)).filter((f) => f >= '049').map((f) => f.replace(/\.sql$/, ''))}::text[]) v`;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("fills every account's canonical form with the domain's function, ranking the shared ones oldest first", async () => {
    // Two rows a batch: the mailbox's accounts are ranked across batches.
    expect(await fillCanonicalEmails(db.sql, 2)).toBe(6);
    expect(await fillCanonicalEmails(db.sql)).toBe(0);
    const rows = await db.sql<{ email: string; email_canonical: string; email_duplicate_rank: number }[]>`
      SELECT email, email_canonical, email_duplicate_rank FROM users WHERE email IS NOT NULL ORDER BY id`;
    expect(rows.map((r) => [r.email, r.email_canonical, r.email_duplicate_rank])).toEqual([
      ['jane.doe@gmail.com', 'janedoe@gmail.com', 0],
      ['solo@example.org', 'solo@example.org', 0],
      ['janedoe@gmail.com', 'janedoe@gmail.com', 1],
      ['jane.doe+2@googlemail.com', 'janedoe@gmail.com', 2],
      ['bob.smith@example.org', 'bob.smith@example.org', 0],
      ['bobsmith@example.org', 'bobsmith@example.org', 0],
    ]);
    // The previous version, still serving during a rolling restart, writes no canonical form: its row
    // is taken, and the next start fills it.
    await db.sql`INSERT INTO users (email) VALUES ('Late@Example.org')`;
    expect(await fillCanonicalEmails(db.sql)).toBe(1);
    const [late] = await db.sql<{ email_canonical: string; email_duplicate_rank: number }[]>`
      SELECT email_canonical, email_duplicate_rank FROM users WHERE email = 'Late@Example.org'`;
    expect(late).toEqual({ email_canonical: 'late@example.org', email_duplicate_rank: 0 });
  });

  it('each kept account signs in with its own spelling; no new account joins the mailbox', async () => {
    server = await startTestServer({ db, overrides: { hasher } });
    const signIn = (email: string, password: string) =>
      new HttpClient(server.url).post('/api/login', { email, password });
    expect((await signIn('jane.doe@gmail.com', 'first-password')).body.user.id).toBe(
      ids['jane.doe@gmail.com'],
    );
    expect((await signIn('JaneDoe@gmail.com', 'second-password')).body.user.id).toBe(
      ids['janedoe@gmail.com'],
    );
    expect((await signIn('jane.doe+2@googlemail.com', 'third-password')).body.user.id).toBe(
      ids['jane.doe+2@googlemail.com'],
    );
    // Another spelling finds the oldest.
    expect((await signIn('j.a.n.e.doe+x@gmail.com', 'first-password')).status).toBe(200);
    const joining = await new HttpClient(server.url).post('/api/register', {
      firstName: 'Jane',
      lastName: 'Again',
      email: 'JaneDoe+new@googlemail.com',
      phone: '615-555-0100',
      password: 'fourth-password',
      state: 'TN',
      acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(joining.status).toBe(409);
    expect(joining.body).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('an account erased before the rule still passes its break on to its own spelling', async () => {
    const client = new HttpClient(server.url);
    const registered = await client.post('/api/register', {
      firstName: 'Old',
      lastName: 'Break',
      email: 'old.break@gmail.com',
      phone: '615-555-0100',
      password: 'break-password',
      state: 'TN',
      acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(registered.status).toBe(201);
    await client.post('/api/login', { email: 'old.break@gmail.com', password: 'break-password' });
    const { excludedUntil } = (await client.get('/api/user/self-exclusion')).body;
    expect(new Date(excludedUntil).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('lists the shared mailbox for the administrator until one account of it is left', async () => {
    const cookie = await signInAdminAt(server.url);
    const shared = async () =>
      (await fetch(`${server.url}/api/admin/system/shared-mailboxes`, { headers: { cookie } })).json();
    expect(await shared()).toEqual({
      total: 1,
      mailboxes: [
        {
          canonicalEmail: 'janedoe@gmail.com',
          accounts: ['jane.doe@gmail.com', 'janedoe@gmail.com', 'jane.doe+2@googlemail.com'].map((email) => ({
            id: ids[email],
            email,
            firstName: 'Old',
            lastName: email.split('@')[0],
            status: 'active',
            createdAt: expect.any(String),
          })),
        },
      ],
    });
    expect(await server.useCases.deleteAccount.execute(ids['jane.doe@gmail.com'] ?? 0)).toBe(true);
    expect((await shared()).mailboxes[0].accounts.map((a: { email: string }) => a.email)).toEqual([
      'janedoe@gmail.com',
      'jane.doe+2@googlemail.com',
    ]);
    expect(await server.useCases.deleteAccount.execute(ids['janedoe@gmail.com'] ?? 0)).toBe(true);
    expect(await shared()).toEqual({ total: 0, mailboxes: [] });
    // The one left still holds the mailbox.
    const joining = await new HttpClient(server.url).post('/api/register', {
      firstName: 'Jane',
      lastName: 'Again',
      email: 'janedoe@gmail.com',
      phone: '615-555-0100',
      password: 'fourth-password',
      state: 'TN',
      acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(joining.status).toBe(409);
  });
});
