import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { json, trpcMutation } from './account-support';

describe("POST /api/notify ('Get Notified')", () => {
  it('subscribes a visitor by address and a signed-in player by account', async () => {
    const t = buildTestApp();
    const visitor = await json(await t.call('POST', '/api/notify', { json: { email: 'Fan@Example.com' } }));
    expect(visitor).toEqual({ status: 200, body: { success: true, message: expect.any(String) } });
    const me = await t.signUp();
    expect((await t.call('POST', '/api/notify', { cookie: me.cookie })).status).toBe(200);
    const { subscriptions } = t.persistence.repositories;
    expect(await subscriptions.isSubscribed({ email: 'fan@example.com' })).toBe(true);
    expect(await subscriptions.isSubscribed({ userId: me.id })).toBe(true);
  });

  it('needs an address from a visitor: 400 naming email', async () => {
    const t = buildTestApp();
    for (const options of [{}, { json: {} }, { json: { email: 'nope' } }, { json: { email: 12 } }]) {
      const res = await json(await t.call('POST', '/api/notify', options));
      expect([res.status, res.body.field], JSON.stringify(options)).toEqual([400, 'email']);
    }
  });

  it('is also tRPC notifications.subscribe', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    expect((await trpcMutation(t, 'notifications.subscribe', me.cookie, {})).status).toBe(200);
    expect(await t.persistence.repositories.subscriptions.isSubscribed({ userId: me.id })).toBe(true);
    const visitor = await json(await trpcMutation(t, 'notifications.subscribe', undefined, {}));
    expect(visitor.status).toBe(400);
    expect(visitor.body.error.data).toMatchObject({ appCode: 'INVALID_INPUT', field: 'email' });
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Pat', email: 'pat@example.com', subject: 'Prize', message: 'When is the draw?' };

  it('stores the message, noting the account of a signed-in sender', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const res = await json(await t.call('POST', '/api/contact', { json: message }));
    expect(res).toEqual({ status: 201, body: { success: true, message: expect.any(String) } });
    await t.call('POST', '/api/contact', { cookie: me.cookie, json: { ...message, subject: 'Mine' } });
    const stored = await t.persistence.repositories.contactMessages.list(10);
    expect(stored.map((m) => [m.subject, m.userId])).toEqual([
      ['Mine', me.id],
      ['Prize', null],
    ]);
  });

  it('answers 400 naming a missing or bad field, storing nothing', async () => {
    const t = buildTestApp();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const { [field]: _, ...missing } = message;
      const res = await json(await t.call('POST', '/api/contact', { json: missing }));
      expect([res.status, res.body.code, res.body.field], field).toEqual([400, 'INVALID_INPUT', field]);
    }
    const tooLong = await json(
      await t.call('POST', '/api/contact', { json: { ...message, message: 'x'.repeat(5001) } }),
    );
    expect([tooLong.status, tooLong.body.field]).toEqual([400, 'message']);
    expect(await t.persistence.repositories.contactMessages.list(10)).toEqual([]);
  });

  it('is also tRPC contact.send', async () => {
    const t = buildTestApp();
    const res = await json(await trpcMutation(t, 'contact.send', undefined, message));
    expect(res.body.result.data).toEqual({ success: true, message: expect.any(String) });
    const bad = await json(await trpcMutation(t, 'contact.send', undefined, { ...message, email: 'x' }));
    expect(bad.body.error.data).toMatchObject({ appCode: 'INVALID_INPUT', field: 'email' });
    expect(await t.persistence.repositories.contactMessages.list(10)).toHaveLength(1);
  });
});
