import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client';
import { type MailWorld, startMailWorld } from '../mail/mail-world';
import { signInAdminAt } from '../support/admin-session';

const DAY_MS = 86_400_000;
const PASSWORD = 'secret-password';

/**
 * One mailbox, one account (docs/rules/accounts.md), on the real server and database (PostgreSQL or
 * PGlite) with a real SMTP server: every spelling of a mailbox is one account, which keeps the
 * address it was registered with.
 */
describe('one mailbox, one account', () => {
  let w: MailWorld;
  beforeAll(async () => {
    w = await startMailWorld();
  });
  afterAll(() => w?.close());
  const pid = process.pid;

  const signUp = (email: string, client = new HttpClient(w.server.url)) =>
    client.post('/api/register', {
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      phone: '615-555-0100',
      password: PASSWORD,
      state: 'TN',
      optOutPublicity: false,
      acceptedTermsAt: new Date(w.clock.now().getTime() - 60_000).toISOString(),
    });
  const signIn = async (email: string, password = PASSWORD) => {
    const client = new HttpClient(w.server.url);
    return { client, answer: await client.post('/api/login', { email, password }) };
  };
  const aFreeGame = async (name: string) => {
    const game = await w.server.useCases.createGame.execute({
      name,
      prize: 'Mug',
      totalNumbers: 40,
      freePlay: { start: 1, end: 40 },
      durationHours: 240,
    });
    if (!game.ok) throw new Error(game.error.message);
    return game.value.id;
  };

  it('refuses a second account for any spelling of the mailbox with 409 EMAIL_TAKEN, over REST and tRPC', async () => {
    const typed = `jane.doe.${pid}@gmail.com`;
    expect((await signUp(typed)).status).toBe(201);
    for (const alias of [
      `janedoe${pid}@gmail.com`,
      `Jane.Doe.${pid}+2@GoogleMail.com`,
      ` J.A.N.E.doe${pid}@GMAIL.com `,
    ]) {
      const again = await signUp(alias);
      expect(again, alias).toEqual({
        status: 409,
        body: { message: 'Email already registered', code: 'EMAIL_TAKEN', field: 'email' },
      });
    }
    const trpc = await new HttpClient(w.server.url).post('/trpc/auth.register', {
      firstName: 'Jane',
      lastName: 'Doe',
      email: `janedoe${pid}+trpc@googlemail.com`,
      phone: '615-555-0100',
      password: PASSWORD,
      state: 'TN',
      acceptedTermsAt: new Date(w.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(trpc.status).toBe(409);
    expect(trpc.body.error.data).toMatchObject({ appCode: 'EMAIL_TAKEN', field: 'email' });
    const rows = await w.server.db.sql<{ email: string }[]>`
      SELECT email FROM users WHERE email_canonical = ${`janedoe${pid}@gmail.com`}`;
    expect(rows).toEqual([{ email: typed }]);
  });

  it('of many sign-ups at once for spellings of one mailbox, exactly one wins', async () => {
    const aliases = [`ann.lee.${pid}`, `annlee${pid}`, `Ann.Lee${pid}+1`, `a.n.n.lee${pid}+2`].flatMap(
      (name) => [`${name}@gmail.com`, `${name}@googlemail.com`],
    );
    const answers = await Promise.all([...aliases, ...aliases].map((email) => signUp(email)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(answers.length - 1);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    const [row] = await w.server.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM users WHERE email_canonical = ${`annlee${pid}@gmail.com`}`;
    expect(row?.n).toBe(1);
  });

  it('signs in with any spelling, and shows and mails the address typed at sign-up', async () => {
    const typed = `sam.typed.${pid}@gmail.com`;
    expect((await signUp(typed)).status).toBe(201);
    const { client, answer } = await signIn(`SamTyped${pid}+login@googlemail.com`);
    expect(answer.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ email: typed });

    // The reset link is asked under an alias and sent to the address the account has.
    const asked = await new HttpClient(w.server.url).post('/api/auth/forgot-password', {
      email: `s.a.m.typed${pid}+reset@gmail.com`,
    });
    expect(asked.status).toBe(200);
    await w.deliver();
    expect(w.smtp.to(`s.a.m.typed${pid}+reset@gmail.com`)).toEqual([]);
    expect(w.smtp.to(typed).map((m) => m.subject)).toEqual(['Reset your Prize Wheel password']);

    // The administrator's Users tab shows it as typed too.
    const cookie = await signInAdminAt(w.server.url);
    const listed = await fetch(`${w.server.url}/api/admin/users?search=${encodeURIComponent(typed)}`, {
      headers: { cookie },
    });
    expect(JSON.stringify(await listed.json())).toContain(typed);
  });

  it('counts wrong passwords per mailbox: another spelling is no fresh set of attempts', async () => {
    const typed = `kit.throttle.${pid}@gmail.com`;
    expect((await signUp(typed)).status).toBe(201);
    for (let i = 0; i < 5; i++)
      expect((await signIn(`kit.throttle.${pid}+${i}@gmail.com`, 'wrong-password')).answer.status).toBe(401);
    const sixth = await signIn(`KitThrottle${pid}@googlemail.com`, 'wrong-password');
    expect(sixth.answer.status).toBe(429);
  });

  it('a player deleted on a break, back under a dotted alias, is still on it and gets no second free entry', async () => {
    const game = await aFreeGame('One Mailbox Wheel');
    const first = new HttpClient(w.server.url);
    expect((await signUp(`raeagain${pid}@gmail.com`, first)).status).toBe(201);
    expect(
      (await first.post('/api/login', { email: `raeagain${pid}@gmail.com`, password: PASSWORD })).status,
    ).toBe(200);
    expect((await first.post('/api/free-spin', { gameId: game })).status).toBe(200);
    expect((await first.post('/api/user/self-exclusion', { period: '7d' })).status).toBe(200);
    const deleted = await first.request('DELETE', '/api/user/delete-account', undefined, {
      'content-length': '0',
    });
    expect(deleted.status).toBe(200);

    w.clock.advance(60_000);
    const alias = `Rae.Again.${pid}+back@googlemail.com`;
    expect((await signUp(alias)).status).toBe(201);
    const { client: back } = await signIn(alias);
    const refused = await back.post('/api/free-spin', { gameId: game });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SELF_EXCLUDED' });
    w.clock.advance(7 * DAY_MS);
    const used = await back.post('/api/free-spin', { gameId: game });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'FREE_PLAY_EXHAUSTED' });
    const [row] = await w.server.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM claims WHERE game_id = ${game} AND kind = 'free'`;
    expect(row?.n).toBe(1);
  });

  it('the allowed-domain rule compares the canonical domain: googlemail.com is gmail.com', async () => {
    // Under the default setting (gmail.com only).
    expect((await signUp(`lou.${pid}@googlemail.com`)).status).toBe(201);
    expect((await signUp(`lou.${pid}@gmail.com`)).status).toBe(409);
    const elsewhere = await signUp(`lou.${pid}@gmail.com.example.org`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });

  it('lists no shared mailbox when none was registered before the rule', async () => {
    const cookie = await signInAdminAt(w.server.url);
    const answer = await fetch(`${w.server.url}/api/admin/system/shared-mailboxes`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ total: 0, mailboxes: [] });
  });
});
