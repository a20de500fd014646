import { beforeEach, describe, expect, it } from 'vitest';
import { adminCookieOf, signInAdmin, TEST_ADMIN } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const MISSING = 'Please enter both email and password';

describe('administrator sign-in over REST', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = buildTestApp();
    await t.adminReady;
  });

  it('signs in, answering the administrator, with an HttpOnly, SameSite=Lax cookie of its own', async () => {
    const login = await t.call('POST', '/api/admin/login', { json: TEST_ADMIN });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ user: { firstName: 'Admin', email: TEST_ADMIN.email } });
    const setCookie = login.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^pw_admin_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/m);
    expect(setCookie).not.toContain('pw_session=');
    const me = await t.call('GET', '/api/admin/user', { cookie: adminCookieOf(login) });
    expect(await me.json()).toEqual({
      email: TEST_ADMIN.email,
      firstName: 'Admin',
      lastName: 'Administrator',
    });
  });

  it('names the cookie __Host- with Secure under HTTPS', async () => {
    const secure = buildTestApp({ secureCookies: true });
    await secure.adminReady;
    const login = await secure.call('POST', '/api/admin/login', { json: TEST_ADMIN });
    expect(login.headers.getSetCookie().join('\n')).toMatch(/^__Host-pw_admin_session=[\w-]+;.*; Secure/m);
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: '  ', password: 'x' }, 'email'],
    [{ email: TEST_ADMIN.email }, 'password'],
    [{ email: TEST_ADMIN.email, password: '' }, 'password'],
  ])('answers 400 naming the missing field for %j', async (body, field) => {
    const answer = await t.call('POST', '/api/admin/login', { json: body });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'INVALID_INPUT', field, message: MISSING });
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const unknown = await t.call('POST', '/api/admin/login', {
      json: { email: 'no@one.test', password: 'x123456' },
    });
    const wrong = await t.call('POST', '/api/admin/login', {
      json: { ...TEST_ADMIN, password: 'wrong-one' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses GET /api/admin/user without a session and with a player session', async () => {
    const player = await t.signUp();
    for (const cookie of [null, player.cookie, 'pw_admin_session=forged']) {
      const answer = await t.call('GET', '/api/admin/user', { cookie });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('issues a new token at each sign-in, and logout revokes only its own', async () => {
    const first = await signInAdmin(t);
    const second = await signInAdmin(t);
    expect(first).not.toBe(second);
    const logout = await t.call('POST', '/api/admin/logout', { cookie: first });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/pw_admin_session=; Max-Age=0/);
    expect((await t.call('GET', '/api/admin/user', { cookie: first })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/user', { cookie: second })).status).toBe(200);
  });

  it('ends a session idle for the session timeout, each request starting the time over', async () => {
    await t.useCases.changeSetting.execute({ key: 'sessionTimeoutMinutes', value: 60 });
    const cookie = await signInAdmin(t);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(59 * MINUTE);
      expect((await t.call('GET', '/api/admin/user', { cookie })).status).toBe(200);
    }
    t.clock.advance(60 * MINUTE);
    expect((await t.call('GET', '/api/admin/user', { cookie })).status).toBe(401);
  });

  it('throttles parallel wrong passwords with a 429, counting apart from player sign-ins', async () => {
    const wrong = { ...TEST_ADMIN, password: 'wrong-password' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', '/api/admin/login', { json: wrong })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('900');
    expect(await refused?.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    // Even the right password waits; the players' sign-in has counters of its own.
    expect((await t.call('POST', '/api/admin/login', { json: TEST_ADMIN })).status).toBe(429);
    const player = await t.call('POST', '/api/login', { json: { ...wrong } });
    expect(player.status).toBe(401);
  });
});

describe('administrator sign-in over tRPC', () => {
  it('logs in, reads the profile, and logs out', async () => {
    const t = buildTestApp();
    await t.adminReady;
    const login = await t.call('POST', '/trpc/admin.auth.login', { json: TEST_ADMIN });
    expect(login.status).toBe(200);
    expect((await login.json()).result.data).toEqual({
      user: { firstName: 'Admin', email: TEST_ADMIN.email },
    });
    const cookie = adminCookieOf(login);
    const me = await t.call('GET', '/trpc/admin.auth.me', { cookie });
    expect((await me.json()).result.data).toEqual({
      email: TEST_ADMIN.email,
      firstName: 'Admin',
      lastName: 'Administrator',
    });
    await t.call('POST', '/trpc/admin.auth.logout', { cookie, json: {} });
    const after = await t.call('GET', '/trpc/admin.auth.me', { cookie });
    expect(after.status).toBe(401);
    expect((await after.json()).error.data.appCode).toBe('UNAUTHENTICATED');
  });

  it('refuses admin.auth.me to a player session', async () => {
    const t = buildTestApp();
    const player = await t.signUp();
    expect((await t.call('GET', '/trpc/admin.auth.me', { cookie: player.cookie })).status).toBe(401);
  });
});
