import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';

/** Two administrators acting at once, over HTTP, on the real database (PostgreSQL or PGlite). */
describe('back-office races over HTTP', () => {
  let server: TestServer;
  let admins: string[];
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    admins = [await signInAdminAt(server.url), await signInAdminAt(server.url)];
  }, 60_000);
  afterAll(() => server?.close());

  const adminCall = (cookie: string, method: string, path: string, json?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  it('two concurrent picks and a draw of a sold-out game record exactly one winner', async () => {
    const created = await adminCall(admins[0] ?? '', 'POST', '/api/admin/games', {
      name: 'Race',
      prize: 'Mug',
      totalNumbers: 3,
      freePlayStart: 1,
      freePlayEnd: 3,
    });
    const game = await created.json();
    const players = await signedInPlayers(server.useCases, server.url, 3, 'winner-race-');
    for (const p of players) expect((await p.post('/api/free-spin', { gameId: game.id })).status).toBe(200);
    const participants = await (
      await adminCall(admins[0] ?? '', 'GET', `/api/admin/games/${game.id}/participants`)
    ).json();
    const [a, b] = participants.participants.map((p: { id: number }) => p.id);
    const answers = await Promise.all([
      adminCall(admins[0] ?? '', 'POST', `/api/admin/games/${game.id}/select-winner`, {
        playerId: a,
        reason: 'A',
      }),
      adminCall(admins[1] ?? '', 'POST', `/api/admin/games/${game.id}/select-winner`, {
        playerId: b,
        reason: 'B',
      }),
      adminCall(admins[1] ?? '', 'POST', `/api/admin/games/${game.id}/draw`),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of answers.filter((r) => r.status === 409)) {
      expect((await r.json()).code).toBe('WINNER_ALREADY_SELECTED');
    }
    const rows = await server.db.sql`SELECT user_id FROM winners WHERE game_id = ${game.id}`;
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('a deletion racing the first spins leaves no claim on a deleted game', async () => {
    const players = await signedInPlayers(server.useCases, server.url, 4, 'delete-race-');
    for (let round = 0; round < 4; round++) {
      const created = await adminCall(admins[0] ?? '', 'POST', '/api/admin/games', {
        name: `Delete race ${round}`,
        prize: 'Mug',
        totalNumbers: 10,
        freePlayStart: 1,
        freePlayEnd: 10,
      });
      const game = await created.json();
      const [deleted, ...spins] = await Promise.all([
        adminCall(admins[1] ?? '', 'DELETE', `/api/admin/games/${game.id}`),
        ...players.map((p) => p.post('/api/free-spin', { gameId: game.id })),
      ]);
      expect(deleted.status).toBe(200);
      const { outcome } = await deleted.json();
      const claims = await server.db.sql`SELECT 1 FROM claims WHERE game_id = ${game.id}`;
      const won = spins.filter((s) => s.status === 200).length;
      expect(claims).toHaveLength(won);
      expect(outcome).toBe(won > 0 ? 'archived' : 'deleted');
      for (const s of spins) expect([200, 404]).toContain(s.status);
    }
  }, 60_000);
});
