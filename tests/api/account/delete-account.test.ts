import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { json, seedClaim, trpcMutation } from './account-support';

describe('DELETE /api/user/delete-account', () => {
  it('erases the account, signs it out everywhere and keeps its claims anonymised', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const me = await t.signUp();
    const other = await t.signUp();
    const claim = await seedClaim(t, { userId: me.id, gameId: game.id, number: 5 });
    await t.call('POST', '/api/notify', { cookie: me.cookie });

    // The REST call has no body.
    const res = await t.call('DELETE', '/api/user/delete-account', { cookie: me.cookie });

    expect(await res.json()).toEqual({ success: true });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/pw_session=;.*Max-Age=0/);
    expect((await t.call('GET', '/api/user', { cookie: me.cookie })).status).toBe(401);
    const login = await t.call('POST', '/api/login', { json: { email: me.email, password: me.password } });
    expect(login.status).toBe(401);
    const { repositories } = t.persistence;
    expect(await repositories.users.findByEmail(me.email)).toBeNull();
    expect(await repositories.subscriptions.isSubscribed({ userId: me.id })).toBe(false);
    expect(await repositories.numbers.listByUser(me.id)).toEqual([claim]);
    expect((await t.call('GET', `/api/games/${game.id}/available-numbers`)).ok).toBe(true);
    expect((await t.call('GET', '/api/user', { cookie: other.cookie })).status).toBe(200);
  });

  it('lets the same e-mail register again', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    await t.call('DELETE', '/api/user/delete-account', { cookie: me.cookie });
    await expect(t.signUp({ email: me.email })).resolves.toMatchObject({ email: me.email });
  });

  it('needs a session', async () => {
    const t = buildTestApp();
    expect((await t.call('DELETE', '/api/user/delete-account')).status).toBe(401);
  });
});

describe('tRPC account.deleteAccount', () => {
  it("requires the typed confirmation 'DELETE'", async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    for (const input of [undefined, {}, { confirmation: 'delete' }, { confirmation: 'DELETE ' }]) {
      const res = await json(await trpcMutation(t, 'account.deleteAccount', me.cookie, input));
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error.data.appCode).toBe('INVALID_INPUT');
    }
    const wrong = await json(
      await trpcMutation(t, 'account.deleteAccount', me.cookie, { confirmation: 'nope' }),
    );
    expect(wrong.body.error.data.field).toBe('confirmation');
    expect(wrong.body.error.message).toContain("Please type 'DELETE' to confirm account deletion.");
    expect((await t.call('GET', '/api/user', { cookie: me.cookie })).status).toBe(200);

    const res = await trpcMutation(t, 'account.deleteAccount', me.cookie, { confirmation: 'DELETE' });
    expect((await res.json()).result.data).toEqual({ success: true });
    expect(res.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    expect((await t.call('GET', '/api/user', { cookie: me.cookie })).status).toBe(401);
  });
});
