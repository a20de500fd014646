import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { json, trpcMutation } from './account-support';

const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '512-555-0100', state: 'TX' };

describe('PATCH /api/user/profile', () => {
  it("updates the player's own name, phone and state and answers the user", async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const other = await t.signUp();
    const res = await json(await t.call('PATCH', '/api/user/profile', { cookie: me.cookie, json: profile }));
    expect(res).toEqual({
      status: 200,
      body: expect.objectContaining({ id: me.id, email: me.email, ...profile, cardOnFile: false }),
    });
    const current = await json(await t.call('GET', '/api/user', { cookie: me.cookie }));
    expect(current.body).toMatchObject(profile);
    const untouched = await json(await t.call('GET', '/api/user', { cookie: other.cookie }));
    expect(untouched.body).toMatchObject({ firstName: 'Pat', state: 'TN' });
  });

  it("refuses a blocked state with the rules' sentence (403) and bad fields with 400 naming them", async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const blocked = await json(
      await t.call('PATCH', '/api/user/profile', { cookie: me.cookie, json: { ...profile, state: 'NY' } }),
    );
    expect(blocked).toEqual({
      status: 403,
      body: {
        code: 'NOT_ELIGIBLE',
        field: 'state',
        message:
          'Sorry, residents of New York are not eligible to participate in paid games due to state regulations.',
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: 7 }, 'lastName'],
      [{ phone: 'nope' }, 'phone'],
      [{ state: 'XX' }, 'state'],
      [{ state: undefined }, 'state'],
    ];
    for (const [change, field] of cases) {
      const res = await json(
        await t.call('PATCH', '/api/user/profile', { cookie: me.cookie, json: { ...profile, ...change } }),
      );
      expect([res.status, res.body.field], JSON.stringify(change)).toEqual([400, field]);
    }
    const current = await json(await t.call('GET', '/api/user', { cookie: me.cookie }));
    expect(current.body).toMatchObject({ firstName: 'Pat', state: 'TN' });
  });

  it('needs a session', async () => {
    const t = buildTestApp();
    expect((await t.call('PATCH', '/api/user/profile', { json: profile })).status).toBe(401);
  });
});

describe('tRPC account.updateProfile', () => {
  it('calls the same use case', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const ok = await json(await trpcMutation(t, 'account.updateProfile', me.cookie, profile));
    expect(ok.body.result.data).toMatchObject({ id: me.id, ...profile });
    const blocked = await json(
      await trpcMutation(t, 'account.updateProfile', me.cookie, { ...profile, state: 'HI' }),
    );
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.data).toMatchObject({ appCode: 'NOT_ELIGIBLE', field: 'state' });
    expect((await trpcMutation(t, 'account.updateProfile', undefined, profile)).status).toBe(401);
  });
});
