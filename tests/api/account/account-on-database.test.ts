import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresRepositories } from '../../../adapters/postgres/shared/postgres-unit-of-work';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/** The account calls end to end on the real server and database adapters (PostgreSQL or PGlite). */
describe('account calls on the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
  });
  afterAll(() => server?.close());

  it('measure, change and erase one account without touching another', async () => {
    const game = await server.useCases.createGame.execute({
      name: 'Database Wheel',
      prize: 'Mug',
      totalNumbers: 20,
      freePlay: { start: 1, end: 20 },
    });
    if (!game.ok) throw new Error(game.error.message);
    const [a, b] = await signedInPlayers(server.useCases, server.url, 2, 'account-db-');
    if (!a || !b) throw new Error('players missing');
    const spin = await a.post('/api/free-spin', { gameId: game.value.id });
    expect(spin.status).toBe(200);
    const me = (await a.get('/api/user')).body;
    await postgresRepositories(server.db.sql).winners.record({
      gameId: game.value.id,
      userId: me.id,
      number: spin.body.number,
      reason: 'Random draw',
      selectedAt: new Date(),
      selectedBy: 'random draw',
    });

    expect((await a.get('/api/user/stats')).body).toEqual({
      totalSpins: 1,
      totalWins: 1,
      totalSpent: 0,
      freeSpins: 1,
    });
    expect((await a.get('/api/user/wins')).body).toEqual([
      {
        winnerId: expect.any(Number),
        kind: 'main',
        gameId: game.value.id,
        gameName: 'Database Wheel',
        prize: 'Mug',
        prizeValue: 0,
        number: spin.body.number,
        wonAt: expect.any(String),
      },
    ]);
    expect((await b.get('/api/user/wins')).body).toEqual([]);
    expect((await b.get('/api/user/stats')).body).toEqual({
      totalSpins: 0,
      totalWins: 0,
      totalSpent: 0,
      freeSpins: 0,
    });
    expect((await a.get('/api/transactions')).body).toMatchObject([
      { gameName: 'Database Wheel', amount: 0 },
    ]);
    expect((await b.get('/api/user/game-history')).body).toEqual([]);

    const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '', state: 'TX' };
    expect((await a.request('PATCH', '/api/user/profile', profile)).body).toMatchObject({
      state: 'TX',
      phone: null,
    });
    const change = await a.post('/api/user/change-password', {
      currentPassword: 'secret-password',
      newPassword: 'changed-password',
    });
    expect(change.body).toEqual({ success: true, message: 'Password changed' });
    expect((await a.post('/api/notify')).status).toBe(200);
    // Marketing on keeps the account's new-game subscription, so erasing it has one to drop.
    const quiet = { ...DEFAULT_PREFERENCES, confettiEffects: false, marketingCommunications: true };
    expect((await a.request('PUT', '/api/user/preferences', quiet)).status).toBe(200);
    expect((await b.request('PUT', '/api/user/preferences', quiet)).status).toBe(200);
    const contact = { name: 'Ada', email: me.email, subject: 'Hi', message: 'Hello' };
    expect((await a.post('/api/contact', contact)).status).toBe(201);

    // The body-less DELETE REST clients send, sent with Content-Length: 0 (how fetch sends a DELETE without
    // any Content-Length is the request guard's concern, tested with it).
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.email, password: 'changed-password' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const deleted = await deleteWithoutBody(`${server.url}/api/user/delete-account`, cookie);
    expect(deleted).toEqual({ status: 200, body: { success: true } });

    const sql = server.db.sql;
    const [row] =
      await sql`SELECT email, password_hash, first_name, phone, state, deleted_at FROM users WHERE id = ${me.id}`;
    expect(row).toMatchObject({
      email: null,
      password_hash: null,
      first_name: null,
      phone: null,
      state: null,
    });
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await sql`SELECT number FROM claims WHERE user_id = ${me.id}`).toEqual([
      { number: spin.body.number },
    ]);
    for (const table of [
      'player_sessions',
      'new_game_subscriptions',
      'contact_messages',
      'player_preferences',
    ]) {
      const [count] = await sql`SELECT count(*)::int AS n FROM ${sql(table)} WHERE user_id = ${me.id}`;
      expect(count?.n, table).toBe(0);
    }
    expect(await sql`SELECT 1 FROM contact_messages WHERE lower(email) = lower(${me.email})`).toHaveLength(0);
    expect((await a.get('/api/user')).status).toBe(401);
    expect((await b.get('/api/user')).status).toBe(200);
    expect((await b.get('/api/user/stats')).status).toBe(200);
    expect((await b.get('/api/user/preferences')).body).toEqual(quiet);
  });
});

function deleteWithoutBody(url: string, cookie: string): Promise<{ status: number; body: unknown }> {
  const { origin } = new URL(url);
  const headers = { origin, cookie, 'content-length': '0' };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'DELETE', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}
