import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from '../access/send';
import { signInAdminAt, TEST_ADMIN } from '../support/admin-session';
import { ManualClock } from '../support/test-app';
import { adminLogin, codeAt, enrol } from './two-factor-support';

const MINUTE = 60_000;

describe('replacing the administrator authenticator needs a current code or a recovery code', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];
  const replace = (json?: Record<string, unknown>) =>
    send(server.url, {
      method: 'POST',
      path: '/api/admin/two-factor/enrolment',
      cookie,
      ...(json ? { json } : {}),
    });
  const status = async () =>
    (await send(server.url, { method: 'GET', path: '/api/admin/two-factor', cookie })).json;
  const confirm = (code: string) =>
    send(server.url, { method: 'POST', path: '/api/admin/two-factor/confirm', cookie, json: { code } });
  const wrongFor = (s: string) => (codeAt(s, clock.now()) === '000000' ? '999999' : '000000');

  beforeAll(async () => {
    server = await startTestServer({ overrides: { clock } });
    await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
    cookie = await signInAdminAt(server.url);
    ({ secret, recoveryCodes } = await enrol(server.url, cookie, clock.now()));
  });
  afterAll(() => server?.close());
  // Past the code step's window and lock.
  beforeEach(() => clock.advance(16 * MINUTE));

  it('a signed-in session alone starts no replacement: 400 naming the code, nothing pending', async () => {
    for (const body of [undefined, {}, { code: '  ' }]) {
      const answer = await replace(body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        code: 'INVALID_INPUT',
        field: 'code',
        message:
          'Enter a current code from your authenticator app, or a recovery code, to replace your authenticator',
      });
    }
    const wrong = await replace({ code: wrongFor(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'INVALID_INPUT', field: 'code' });
    expect(wrong.json.message).toMatch(/not valid/);
    expect(await status()).toMatchObject({ enrolled: true, pending: false });
  });

  it('with a current code: a new secret, confirmed by its own code, replaces the old one', async () => {
    const started = await replace({ code: codeAt(secret, clock.now()) });
    expect(started.status).toBe(200);
    expect(started.json.secret).not.toBe(secret);
    expect(await status()).toMatchObject({ enrolled: true, pending: true });
    // The code just used is spent, here as at sign-in.
    expect((await replace({ code: codeAt(secret, clock.now()) })).status).toBe(400);
    clock.advance(MINUTE);
    const confirmed = await confirm(codeAt(started.json.secret, clock.now()));
    expect(confirmed.status).toBe(200);
    const oldCode = codeAt(secret, clock.now());
    secret = started.json.secret;
    recoveryCodes = confirmed.json.recoveryCodes;

    await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: true });
    clock.advance(MINUTE);
    expect((await adminLogin(server.url, { ...TEST_ADMIN, code: oldCode })).status).toBe(401);
    expect((await adminLogin(server.url, { ...TEST_ADMIN, code: codeAt(secret, clock.now()) })).status).toBe(
      200,
    );
    await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: false });
  });

  it('with a recovery code, once', async () => {
    const [code = ''] = recoveryCodes;
    const started = await replace({ code });
    expect(started.status).toBe(200);
    expect((await status()).recoveryCodesLeft).toBe(9);
    expect((await replace({ code })).status).toBe(400);
  });

  it('wrong codes given to replace it count towards the account lock like sign-in codes', async () => {
    for (let i = 0; i < 5; i++) expect((await replace({ code: wrongFor(secret) })).status).toBe(400);
    const locked = await replace({ code: codeAt(secret, clock.now()) });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'TWO_FACTOR_LOCKED' });
    expect(locked.headers.get('retry-after')).toBe(String(15 * 60));
  });

  it('over tRPC too', async () => {
    const call = (input: Record<string, unknown>) =>
      send(server.url, { method: 'POST', path: '/trpc/admin.twoFactor.startEnrolment', cookie, json: input });
    const bare = await call({});
    expect(bare.status).toBe(400);
    expect(bare.json.error.data).toMatchObject({ appCode: 'INVALID_INPUT', field: 'code' });
    const right = await call({ code: codeAt(secret, clock.now()) });
    expect(right.status).toBe(200);
    expect(right.json.result.data.secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
