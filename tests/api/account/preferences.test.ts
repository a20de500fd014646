import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { buildTestApp, Sha256PasswordHasher } from '../support/test-app';
import { json, trpcMutation, trpcQuery } from './account-support';

const quiet = { ...DEFAULT_PREFERENCES, soundEffects: false, confettiEffects: false };

describe('GET and PUT /api/user/preferences', () => {
  it("answers the defaults, then the player's own saved set, leaving other players' alone", async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const other = await t.signUp();
    const first = await json(await t.call('GET', '/api/user/preferences', { cookie: me.cookie }));
    expect(first).toEqual({ status: 200, body: DEFAULT_PREFERENCES });

    const saved = await json(
      await t.call('PUT', '/api/user/preferences', { cookie: me.cookie, json: quiet }),
    );
    expect(saved).toEqual({ status: 200, body: quiet });
    expect((await json(await t.call('GET', '/api/user/preferences', { cookie: me.cookie }))).body).toEqual(
      quiet,
    );
    expect((await json(await t.call('GET', '/api/user/preferences', { cookie: other.cookie }))).body).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('answers 400 naming the field for a missing, mistyped or unknown field, and changes nothing', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    await t.call('PUT', '/api/user/preferences', { cookie: me.cookie, json: quiet });
    const { soundEffects: _dropped, ...missing } = DEFAULT_PREFERENCES;
    const cases: [unknown, string][] = [
      [missing, 'soundEffects'],
      [{ ...DEFAULT_PREFERENCES, confettiEffects: 'yes' }, 'confettiEffects'],
      [{ ...DEFAULT_PREFERENCES, autoSpin: true }, 'autoSpin'],
    ];
    for (const [body, field] of cases) {
      const res = await json(await t.call('PUT', '/api/user/preferences', { cookie: me.cookie, json: body }));
      expect([res.status, res.body.code, JSON.stringify(res.body)], JSON.stringify(body)).toEqual([
        400,
        'INVALID_INPUT',
        expect.stringContaining(field),
      ]);
    }
    const garbage = await t.call('PUT', '/api/user/preferences', {
      cookie: me.cookie,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    expect((await json(await t.call('GET', '/api/user/preferences', { cookie: me.cookie }))).body).toEqual(
      quiet,
    );
  });

  it('answers 401 without a session', async () => {
    const t = buildTestApp();
    expect((await t.call('GET', '/api/user/preferences')).status).toBe(401);
    expect((await t.call('PUT', '/api/user/preferences', { json: quiet })).status).toBe(401);
  });
});

describe('tRPC account.preferences and account.savePreferences', () => {
  it('read and save through the same use cases', async () => {
    const t = buildTestApp();
    const me = await t.signUp();
    const saved = await json(await trpcMutation(t, 'account.savePreferences', me.cookie, quiet));
    expect(saved).toEqual({ status: 200, body: { result: { data: quiet } } });
    const read = await json(await trpcQuery(t, 'account.preferences', me.cookie));
    expect(read).toEqual({ status: 200, body: { result: { data: quiet } } });
    const bad = await trpcMutation(t, 'account.savePreferences', me.cookie, { soundEffects: 1 });
    expect(bad.status).toBe(400);
    expect((await trpcQuery(t, 'account.preferences')).status).toBe(401);
  });
});

describe('preferences on the real server and database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
  });
  afterAll(() => server?.close());

  it('keeps one record when a player saves from two tabs at once', async () => {
    const [me] = await signedInPlayers(server.useCases, server.url, 1, 'preferences-');
    if (!me) throw new Error('player missing');
    const loud = { ...DEFAULT_PREFERENCES, marketingCommunications: false };
    const answers = await Promise.all([
      me.request('PUT', '/api/user/preferences', quiet),
      me.request('PUT', '/api/user/preferences', loud),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = (await me.get('/api/user/preferences')).body;
    expect([quiet, loud]).toContainEqual(stored);
    const rows = await server.db.sql`SELECT count(*)::int AS n FROM player_preferences`;
    expect(rows[0]?.n).toBe(1);
  });
});
