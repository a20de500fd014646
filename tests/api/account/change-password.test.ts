import { describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { json, trpcMutation } from './account-support';

const logIn = (t: TestApp, email: string, password: string) =>
  t.call('POST', '/api/login', { json: { email, password } });

describe('POST /api/user/change-password', () => {
  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const phone = sessionCookieOf(await logIn(t, me.email, me.password));
    const other = await t.signUp();

    const res = await json(
      await t.call('POST', '/api/user/change-password', {
        cookie: me.cookie,
        json: { currentPassword: me.password, newPassword: 'brand-new-secret' },
      }),
    );

    expect(res).toEqual({ status: 200, body: { success: true, message: 'Password changed' } });
    expect((await t.call('GET', '/api/user', { cookie: me.cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie: phone })).status).toBe(401);
    expect((await t.call('GET', '/api/user', { cookie: other.cookie })).status).toBe(200);
    expect((await logIn(t, me.email, me.password)).status).toBe(401);
    expect((await logIn(t, me.email, 'brand-new-secret')).status).toBe(200);
  });

  it('answers 400 WRONG_PASSWORD for a wrong current password, keeping the old one', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const res = await json(
      await t.call('POST', '/api/user/change-password', {
        cookie: me.cookie,
        json: { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' },
      }),
    );
    expect(res).toEqual({
      status: 400,
      body: { message: 'Current password is incorrect', code: 'WRONG_PASSWORD', field: 'currentPassword' },
    });
    expect((await logIn(t, me.email, me.password)).status).toBe(200);
  });

  it('answers 400 naming the field for bad input, and 401 without a session', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: me.password, newPassword: 'short' }, 'newPassword'],
      [
        { currentPassword: me.password, newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
        'confirmPassword',
      ],
      [{ newPassword: 'abcdefg' }, 'currentPassword'],
      [{ currentPassword: me.password, newPassword: 123456 }, 'newPassword'],
      [{ currentPassword: me.password, newPassword: 'x'.repeat(201) }, 'newPassword'],
    ];
    for (const [body, field] of cases) {
      const res = await json(
        await t.call('POST', '/api/user/change-password', { cookie: me.cookie, json: body }),
      );
      expect([res.status, res.body.code, res.body.field], JSON.stringify(body)).toEqual([
        400,
        'INVALID_INPUT',
        field,
      ]);
    }
    expect((await logIn(t, me.email, me.password)).status).toBe(200);
    const anonymous = { currentPassword: 'a', newPassword: 'abcdefg' };
    expect((await t.call('POST', '/api/user/change-password', { json: anonymous })).status).toBe(401);
  });
});

describe('tRPC account.changePassword', () => {
  it('calls the same use case', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const ok = await json(
      await trpcMutation(t, 'account.changePassword', me.cookie, {
        currentPassword: me.password,
        newPassword: 'brand-new-secret',
      }),
    );
    expect(ok.body.result.data).toEqual({ success: true, message: 'Password changed' });
    const wrong = await json(
      await trpcMutation(t, 'account.changePassword', me.cookie, {
        currentPassword: 'nope',
        newPassword: 'abcdefg',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data).toMatchObject({ appCode: 'WRONG_PASSWORD', field: 'currentPassword' });
    expect((await logIn(t, me.email, 'brand-new-secret')).status).toBe(200);
  });
});
