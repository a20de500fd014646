import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/** GET /api/games/{id}/spin-blocks on the real server and database (PGlite or PostgreSQL). */
describe('what would refuse a spin, read before any press', () => {
  let server: TestServer;
  let gameId: number;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    const created = await server.useCases.createGame.execute({
      name: 'Blocked Wheel',
      prize: 'Mug',
      totalNumbers: 40,
      freePlay: { start: 31, end: 40 },
    });
    if (!created.ok) throw new Error(created.error.message);
    gameId = created.value.id;
  });
  afterAll(() => server?.close());

  const blocksOf = async (client: { get: (path: string) => Promise<{ status: number; body: unknown }> }) => {
    const rest = await client.get(`/api/games/${gameId}/spin-blocks`);
    const input = encodeURIComponent(JSON.stringify({ id: gameId }));
    const trpc = (await client.get(`/trpc/responsiblePlay.spinBlocks?input=${input}`)) as {
      body: { result: { data: unknown } };
    };
    expect(rest.status).toBe(200);
    expect(trpc.body.result.data).toEqual(rest.body);
    return rest.body;
  };

  it('nothing for a player free to play; a limit that the dearest number would pass blocks paid spins only', async () => {
    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'blocks-limit-');
    if (!player) throw new Error('no player');
    expect(await blocksOf(player)).toEqual({ paid: null, free: null });

    const set = await player.request('PUT', '/api/user/limits', {
      dailyLimit: 5,
      weeklyLimit: null,
      monthlyLimit: null,
    });
    expect(set.status).toBe(200);
    expect(await blocksOf(player)).toEqual({
      paid: { reason: 'limit', message: expect.stringContaining('daily spending limit of $5.00 is reached') },
      free: null,
    });
  });

  it('a break blocks both kinds of spin with its end', async () => {
    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'blocks-break-');
    if (!player) throw new Error('no player');
    expect((await player.post('/api/user/self-exclusion', { period: '24h' })).status).toBe(200);
    const blocks = (await blocksOf(player)) as { paid: { reason: string; message: string }; free: unknown };
    expect(blocks.paid).toEqual({ reason: 'break', message: expect.stringContaining('taking a break') });
    expect(blocks.free).toEqual(blocks.paid);
  });

  it('maintenance blocks everyone, signed in or not; an unknown game is a 404', async () => {
    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'blocks-maintenance-');
    if (!player) throw new Error('no player');
    const on = await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true });
    expect(on.ok).toBe(true);
    try {
      const visitor = {
        get: (path: string) =>
          fetch(server.url + path).then(async (r) => ({ status: r.status, body: await r.json() })),
      };
      for (const client of [player, visitor]) {
        expect(await blocksOf(client)).toEqual({
          paid: { reason: 'maintenance', message: 'The site is under maintenance. Spins are paused.' },
          free: { reason: 'maintenance', message: 'The site is under maintenance. Spins are paused.' },
        });
      }
    } finally {
      await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
    }
    expect((await player.get('/api/games/999999/spin-blocks')).status).toBe(404);
  });
});
