import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from '../access/send';
import { signInAdminAt, TEST_ADMIN } from '../support/admin-session';
import { ManualClock } from '../support/test-app';
import { adminLogin, codeAt, enrol } from './two-factor-support';

const MINUTE = 60_000;

/** A 6-digit code that is not the right one at `at` (nor its neighbours' steps). */
const wrongCode = (secret: string, at: Date) => {
  const right = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, new Date(at.getTime() + d))));
  return ['111111', '222222', '333333', '444444'].find((code) => !right.has(code)) ?? '555555';
};

describe('the administrator code step locks per account, whatever the address', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let secret: string;
  let recoveryCodes: string[];
  let address = 0;
  /** Each request from an address of its own, as from a botnet behind the trusted proxy. */
  const fromNewAddress = (body: Record<string, unknown>) =>
    adminLogin(server.url, { ...TEST_ADMIN, ...body }, `198.51.100.${(address++ % 250) + 1}`);
  const lockMails = async () =>
    server.db.sql<{ to_address: string; data: { lockedUntil: string; wrongCodes: number } }[]>`
      SELECT to_address, data FROM mail_outbox WHERE kind = 'admin-two-factor-locked' ORDER BY created_at`;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { clock }, trustProxy: true });
    // The password throttle per account and address has its own tests; here every address is new anyway.
    await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
    const cookie = await signInAdminAt(server.url);
    ({ secret, recoveryCodes } = await enrol(server.url, cookie, clock.now()));
    await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: true });
  });
  afterAll(() => server?.close());
  // Past any lock and window of the test before.
  beforeEach(() => clock.advance(31 * MINUTE));

  it('five wrong codes from five addresses lock it for 15 minutes, naming the lock and its end, and e-mail the administrator', async () => {
    const before = (await lockMails()).length;
    for (let i = 0; i < 5; i++) {
      const wrong = await fromNewAddress({ code: wrongCode(secret, clock.now()) });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
      clock.advance(MINUTE);
    }
    const lockedUntil = new Date(clock.now().getTime() - MINUTE + 15 * MINUTE);

    const right = await fromNewAddress({ code: codeAt(secret, clock.now()) });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({
      code: 'TWO_FACTOR_LOCKED',
      message:
        'Too many wrong codes. Two-factor sign-in to this account is locked after 5 wrong codes in 15 minutes. Please try again in 14 minutes.',
      lockedUntil: lockedUntil.toISOString(),
      retryAfterSeconds: 14 * 60,
    });
    expect(right.headers.get('retry-after')).toBe(String(14 * 60));
    expect(right.headers.getSetCookie()).toEqual([]);
    // The password step says so at once, before any code is typed.
    const passwordOnly = await fromNewAddress({});
    expect(passwordOnly.status).toBe(429);
    expect(passwordOnly.json).toMatchObject({ code: 'TWO_FACTOR_LOCKED' });
    // A wrong password is still a wrong password: the lock is told only to whoever knows it.
    expect((await fromNewAddress({ password: 'not-the-password' })).json).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    const recovery = await fromNewAddress({ code: recoveryCodes[0] });
    expect(recovery.status).toBe(429);

    const mails = (await lockMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: TEST_ADMIN.email,
      data: { wrongCodes: 5, lockedUntil: lockedUntil.toISOString() },
    });

    clock.advance(14 * MINUTE);
    const open = await fromNewAddress({ code: codeAt(secret, clock.now()) });
    expect(open.status).toBe(200);
  });

  it('of 20 wrong codes sent at once from 20 addresses, at most 5 are checked; then a right code is refused too', async () => {
    const before = (await lockMails()).length;
    const code = wrongCode(secret, clock.now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => fromNewAddress({ code })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.json).toMatchObject({ code: 'TWO_FACTOR_LOCKED' });

    const right = await fromNewAddress({ code: codeAt(secret, clock.now()) });
    expect(right.status).toBe(429);
    expect(right.json).toMatchObject({ code: 'TWO_FACTOR_LOCKED' });
    expect((await lockMails()).length - before).toBe(1);
  });

  it('a right code starts the count over', async () => {
    for (const round of [1, 2]) {
      for (let i = 0; i < 4; i++)
        expect(
          (await fromNewAddress({ code: wrongCode(secret, clock.now()) })).status,
          `round ${round}`,
        ).toBe(401);
      expect((await fromNewAddress({ code: codeAt(secret, clock.now()) })).status).toBe(200);
      clock.advance(MINUTE);
    }
  });

  it('answers the lock over tRPC as 429 with Retry-After', async () => {
    const call = (input: Record<string, unknown>) =>
      send(server.url, { method: 'POST', path: '/trpc/admin.auth.login', json: { ...TEST_ADMIN, ...input } });
    for (let i = 0; i < 5; i++) expect((await call({ code: 'nonsense' })).status).toBe(401);
    const locked = await call({ code: codeAt(secret, clock.now()) });
    expect(locked.status).toBe(429);
    expect(locked.json.error.data).toMatchObject({
      appCode: 'TWO_FACTOR_LOCKED',
      retryAfterSeconds: 15 * 60,
      lockedUntil: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
    });
    expect(locked.headers.get('retry-after')).toBe(String(15 * 60));
  });
});
