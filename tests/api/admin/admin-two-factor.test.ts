import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from '../access/send';
import { adminCookieOf, signInAdminAt, TEST_ADMIN } from '../support/admin-session';
import { ManualClock } from '../support/test-app';
import { adminLogin, codeAt, enrol } from './two-factor-support';

const STEP = 30_000;

describe('administrator two-factor sign-in over HTTP (RFC 6238 TOTP)', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    server = await startTestServer({ overrides: { clock } });
    // Far more sign-ins than a person makes; the throttle has its own tests.
    await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
  });
  afterAll(() => server?.close());
  // Past the code step's 15-minute window: each test starts with no code counted against the account.
  beforeEach(() => clock.advance(32 * STEP));

  it('is turned on only after, and as soon as, the administrator confirmed an enrolment with a first code', async () => {
    const cookie = await signInAdminAt(server.url);
    const turnOn = {
      method: 'PATCH',
      path: '/api/admin/settings/twoFactorEnabled',
      cookie,
      json: { value: true },
    };
    const early = await send(server.url, turnOn);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'TWO_FACTOR_NOT_SET_UP' });
    expect(await server.useCases.getSettings.execute()).toMatchObject({ twoFactorEnabled: false });

    const started = await send(server.url, {
      method: 'POST',
      path: '/api/admin/two-factor/enrolment',
      cookie,
    });
    expect(started.status).toBe(200);
    expect(started.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.json.otpauthUri).toContain(`secret=${started.json.secret}`);
    expect(started.json.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await send(server.url, {
      method: 'POST',
      path: '/api/admin/two-factor/confirm',
      cookie,
      json: { code: '000000' === codeAt(started.json.secret, clock.now()) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    expect((await send(server.url, turnOn)).status).toBe(409);

    ({ secret, recoveryCodes } = await enrol(server.url, cookie, clock.now()));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await send(server.url, { method: 'GET', path: '/api/admin/two-factor', cookie });
    expect(status.json).toEqual({
      required: true,
      enrolled: true,
      pending: false,
      recoveryCodesLeft: 10,
      state: 'on',
    });
    expect(await server.useCases.getSettings.execute()).toMatchObject({ twoFactorEnabled: true });
    expect((await send(server.url, turnOn)).status).toBe(200);
  });

  it('asks for the code after the password, and refuses a wrong code without a session', async () => {
    const first = await adminLogin(server.url, { ...TEST_ADMIN });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ twoFactorRequired: true });
    expect(first.headers.getSetCookie()).toEqual([]);

    const right = codeAt(secret, clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    const wrong = await adminLogin(server.url, { ...TEST_ADMIN, code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    // A code is no way around the password.
    const badPassword = await adminLogin(server.url, { ...TEST_ADMIN, password: 'wrong-one', code: right });
    expect(badPassword.status).toBe(401);
    expect(badPassword.json).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const signedIn = await adminLogin(server.url, { ...TEST_ADMIN, code: right });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ user: { firstName: 'Admin', email: TEST_ADMIN.email } });
    const me = await send(server.url, {
      method: 'GET',
      path: '/api/admin/user',
      cookie: adminCookieOf(signedIn),
    });
    expect(me.status).toBe(200);
  });

  it('accepts the code of the step before or after (clock drift) but none further off', async () => {
    const now = clock.now();
    const late = await adminLogin(server.url, {
      ...TEST_ADMIN,
      code: codeAt(secret, new Date(now.getTime() - STEP)),
    });
    expect(late.status).toBe(200);
    clock.advance(10 * STEP);
    const far = codeAt(secret, new Date(clock.now().getTime() - 2 * STEP));
    const tooLate = await adminLogin(server.url, { ...TEST_ADMIN, code: far });
    expect(tooLate.status).toBe(401);
    const early = await adminLogin(server.url, {
      ...TEST_ADMIN,
      code: codeAt(secret, new Date(clock.now().getTime() + STEP)),
    });
    expect(early.status).toBe(200);
  });

  it('refuses a code used once already, and an earlier step after a later one', async () => {
    const code = codeAt(secret, clock.now());
    expect((await adminLogin(server.url, { ...TEST_ADMIN, code })).status).toBe(200);
    const reused = await adminLogin(server.url, { ...TEST_ADMIN, code });
    expect(reused.status).toBe(401);
    expect(reused.json).toMatchObject({ code: 'TWO_FACTOR_CODE_USED' });
    expect(reused.headers.getSetCookie()).toEqual([]);
    clock.advance(STEP);
    const previous = await adminLogin(server.url, { ...TEST_ADMIN, code });
    expect(previous.json).toMatchObject({ code: 'TWO_FACTOR_CODE_USED' });
  });

  it('lets one of several parallel sign-ins with the same code in', async () => {
    const code = codeAt(secret, clock.now());
    // Four: a fifth code counted in the window would lock the code step (admin-two-factor-lock.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adminLogin(server.url, { ...TEST_ADMIN, code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('signs in once with each recovery code, in any case and spacing', async () => {
    const [code = '', other = ''] = recoveryCodes;
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    const first = await adminLogin(server.url, { ...TEST_ADMIN, code: typed });
    expect(first.status).toBe(200);
    const again = await adminLogin(server.url, { ...TEST_ADMIN, code });
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    expect((await adminLogin(server.url, { ...TEST_ADMIN, code: other })).status).toBe(200);
  });

  it('takes the second step over tRPC too', async () => {
    const call = (input: Record<string, unknown>) =>
      send(server.url, { method: 'POST', path: '/trpc/admin.auth.login', json: input });
    expect((await call({ ...TEST_ADMIN })).json.result.data).toEqual({ twoFactorRequired: true });
    const wrong = await call({ ...TEST_ADMIN, code: 'nonsense' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.data).toMatchObject({ appCode: 'TWO_FACTOR_INVALID' });
    const right = await call({ ...TEST_ADMIN, code: codeAt(secret, clock.now()) });
    expect(right.status).toBe(200);
    expect(right.json.result.data).toEqual({ user: { firstName: 'Admin', email: TEST_ADMIN.email } });
  });

  it('asks for no code once the setting is off again', async () => {
    await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: false });
    const answer = await adminLogin(server.url, { ...TEST_ADMIN });
    expect(answer.json).toEqual({ user: { firstName: 'Admin', email: TEST_ADMIN.email } });
  });
});
