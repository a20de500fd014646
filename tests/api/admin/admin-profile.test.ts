import { beforeEach, describe, expect, it } from 'vitest';
import { adminCookieOf, signInAdmin, TEST_ADMIN } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('Admin Profile Management over REST', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = buildTestApp();
    cookie = await signInAdmin(t);
  });
  const profile = (json: unknown, who: string | null = cookie) =>
    t.call('PATCH', '/api/admin/update-profile', { cookie: who, json });
  const password = (json: unknown, who: string | null = cookie) =>
    t.call('PATCH', '/api/admin/change-password', { cookie: who, json });

  it('updates the e-mail and names, trimmed, and the session reads them', async () => {
    const answer = await profile({
      email: ' Ada@PrizeWheel.test ',
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      email: 'ada@prizewheel.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const me = await t.call('GET', '/api/admin/user', { cookie });
    expect(await me.json()).toEqual({ email: 'ada@prizewheel.test', firstName: 'Ada', lastName: 'Lovelace' });
    const login = await t.call('POST', '/api/admin/login', {
      json: { email: 'ada@prizewheel.test', password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ firstName: 'Ada', lastName: 'Boss' }, 'email', 'Email is required'],
    [
      { email: 'not-an-address', firstName: 'Ada', lastName: 'Boss' },
      'email',
      'Please enter a valid email address',
    ],
    [
      { email: 'ada@prizewheel.test', firstName: '  ', lastName: 'Boss' },
      'firstName',
      'First name is required',
    ],
    [{ email: 'ada@prizewheel.test', firstName: 'Ada' }, 'lastName', 'Last name is required'],
    [
      { email: 'ada@prizewheel.test', firstName: 'A'.repeat(101), lastName: 'Boss' },
      'firstName',
      'First name must be at most 100 characters long',
    ],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, field, message) => {
    const answer = await profile(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 'INVALID_INPUT', field, message });
    const me = await t.call('GET', '/api/admin/user', { cookie });
    expect(await me.json()).toMatchObject({ email: TEST_ADMIN.email, firstName: 'Admin' });
  });

  it("refuses another administrator's e-mail in any case with a 409", async () => {
    await t.persistence.admins.createIfAbsent({
      email: 'second@prizewheel.test',
      passwordHash: 'x',
      firstName: 'Sec',
      lastName: 'Ond',
    });
    const answer = await profile({ email: 'SECOND@prizewheel.test', firstName: 'Ada', lastName: 'Boss' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      code: 'EMAIL_TAKEN',
      field: 'email',
      message: 'Email already registered',
    });
  });

  it('changes the password: the old one stops working, other sessions end, this one goes on', async () => {
    const other = await signInAdmin(t);
    const answer = await password({ currentPassword: TEST_ADMIN.password, newPassword: 'brand-new-secret' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true });
    const renewed = adminCookieOf(answer);
    expect((await t.call('GET', '/api/admin/user', { cookie: renewed })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/user', { cookie: other })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/user', { cookie })).status).toBe(401);
    const old = await t.call('POST', '/api/admin/login', { json: TEST_ADMIN });
    expect(old.status).toBe(401);
    const fresh = await t.call('POST', '/api/admin/login', {
      json: { email: TEST_ADMIN.email, password: 'brand-new-secret' },
    });
    expect(fresh.status).toBe(200);
  });

  it.each([
    [
      { currentPassword: TEST_ADMIN.password, newPassword: '12345' },
      'newPassword',
      'Password must be at least 6 characters long.',
    ],
    [{ currentPassword: '', newPassword: 'long-enough' }, 'currentPassword', 'Current password is required.'],
    [
      { currentPassword: TEST_ADMIN.password, newPassword: 'long-enough', confirmPassword: 'other-one' },
      'confirmPassword',
      'New passwords do not match.',
    ],
    [
      { currentPassword: 'wrong-password', newPassword: 'long-enough' },
      'currentPassword',
      'Current password is incorrect',
    ],
  ])('refuses %j with a 400 naming the field; the password stays', async (body, field, message) => {
    const answer = await password(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field, message });
    expect((await t.call('GET', '/api/admin/user', { cookie })).status).toBe(200);
    expect((await t.call('POST', '/api/admin/login', { json: TEST_ADMIN })).status).toBe(200);
  });

  it('throttles guesses of the current password, even in parallel', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        password({ currentPassword: `guess-${i}`, newPassword: 'long-enough' }),
      ),
    );
    expect(guesses.map((g) => g.status).sort()).toEqual([...Array(5).fill(400), ...Array(3).fill(429)]);
    const right = await password({ currentPassword: TEST_ADMIN.password, newPassword: 'long-enough' });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses profile and password changes without a session and with a player session', async () => {
    const player = await t.signUp();
    for (const who of [null, player.cookie]) {
      expect((await profile({ email: 'x@prizewheel.test', firstName: 'X', lastName: 'Y' }, who)).status).toBe(
        401,
      );
      expect(
        (await password({ currentPassword: TEST_ADMIN.password, newPassword: 'long-enough' }, who)).status,
      ).toBe(401);
    }
    expect((await t.call('POST', '/api/admin/login', { json: TEST_ADMIN })).status).toBe(200);
  });
});

describe('Admin Profile Management over tRPC', () => {
  it('updates the profile and changes the password with a renewed cookie', async () => {
    const t = buildTestApp();
    const cookie = await signInAdmin(t);
    const updated = await t.call('POST', '/trpc/admin.profile.update', {
      cookie,
      json: { email: TEST_ADMIN.email, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect((await updated.json()).result.data).toEqual({
      email: TEST_ADMIN.email,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const changed = await t.call('POST', '/trpc/admin.profile.changePassword', {
      cookie,
      json: { currentPassword: TEST_ADMIN.password, newPassword: 'another-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/trpc/admin.auth.me', { cookie: adminCookieOf(changed) })).status).toBe(200);
    expect((await t.call('GET', '/trpc/admin.auth.me', { cookie })).status).toBe(401);
  });
});
