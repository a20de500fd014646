import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PLAYERS_CACHE_MS } from '../../../adapters/cache/game-read-caches';
import type { Game } from '../../../domain/games/game';
import { send, sessionCookieFrom } from '../access/send';
import { ManualClock, registrationForm1 } from '../support/test-app';
import { type ServerFarm, startServers } from './servers';

let players = 0;

/**
 * 'Players Online' and 'Live Players' are measured from requests, on any of the servers. Both servers
 * read one hand-moved clock, so the test decides when their live-player figures expire.
 */
describe('presence over HTTP, on two servers sharing the database', () => {
  const clock = new ManualClock(new Date());
  let farm: ServerFarm;
  let a: string;
  let b: string;
  let first: Game;
  let second: Game;

  async function aPlayer(url: string): Promise<string> {
    const form = registrationForm1({
      email: `presence${++players}.${process.pid}@gmail.com`,
      acceptedTermsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    await send(url, { method: 'POST', path: '/api/register', json: form });
    const login = await send(url, {
      method: 'POST',
      path: '/api/login',
      json: { email: form.email, password: form.password },
    });
    return sessionCookieFrom(login);
  }

  const livePlayers = async (url: string) => {
    const lobby = await send(url, { method: 'GET', path: '/api/games' });
    return new Map((lobby.json as { id: number; livePlayers: number }[]).map((g) => [g.id, g.livePlayers]));
  };

  // Live-player figures are cached per process for LIVE_PLAYERS_CACHE_MS (docs/flows/shared-reads.md): presence recorded on
  // another server shows once that much time has gone by, on the servers' clock.
  const livePlayersAfterTheCache = (url: string) => {
    clock.advance(LIVE_PLAYERS_CACHE_MS);
    return livePlayers(url);
  };

  beforeAll(async () => {
    farm = await startServers([{ overrides: { clock } }, { overrides: { clock } }]);
    [a, b] = farm.servers.map((server) => server.url) as [string, string];
    const useCases = farm.servers[0]?.useCases;
    const create = async (name: string) => {
      const created = await useCases?.createGame.execute({ name, prize: 'Mug', freePlay: true });
      if (!created?.ok) throw new Error('game not created');
      return created.value;
    };
    [first, second] = [await create('First'), await create('Second')];
  });
  afterAll(() => farm?.close());

  it('starts at zero: nobody is made up', async () => {
    expect((await livePlayers(a)).get(first.id)).toBe(0);
    const cookie = await aPlayer(a);
    const online = await send(a, { method: 'GET', path: '/api/players-online', cookie });
    // The player asking is online now.
    expect(online.json).toEqual({ playersOnline: 1 });
  });

  it("counts each game's distinct viewers from REST and tRPC reads, whichever server served them", async () => {
    await farm.db.sql`DELETE FROM player_presence`;
    await farm.db.sql`DELETE FROM game_presence`;
    const [ann, bob, cat] = [await aPlayer(a), await aPlayer(b), await aPlayer(a)];
    await send(a, { method: 'GET', path: `/api/games/${first.id}`, cookie: ann });
    await send(a, { method: 'GET', path: `/api/games/${first.id}/available-numbers`, cookie: ann });
    const batch = encodeURIComponent(JSON.stringify({ 0: { id: first.id }, 1: { id: first.id } }));
    await send(b, {
      method: 'GET',
      path: `/trpc/games.byId,games.recentNumbers?batch=1&input=${batch}`,
      cookie: bob,
    });
    await send(b, {
      method: 'GET',
      path: `/trpc/games.byId?input=${encodeURIComponent(JSON.stringify({ id: second.id }))}`,
      cookie: cat,
    });
    // Anonymous views and failed reads count for no game.
    await send(a, { method: 'GET', path: `/api/games/${second.id}` });
    await send(a, { method: 'GET', path: '/api/games/999999', cookie: ann });

    for (const url of [a, b]) {
      const live = await livePlayersAfterTheCache(url);
      expect(live.get(first.id)).toBe(2);
      expect(live.get(second.id)).toBe(1);
      const page = await send(url, {
        method: 'GET',
        path: `/trpc/games.byId?input=${encodeURIComponent(JSON.stringify({ id: second.id }))}`,
      });
      expect(page.json.result.data.livePlayers).toBe(1);
      const online = await send(url, { method: 'GET', path: '/trpc/games.playersOnline', cookie: ann });
      expect(online.json.result.data).toEqual({ playersOnline: 3 });
    }
  });

  it('forgets players a minute after their last request', async () => {
    await farm.db.sql`UPDATE player_presence SET seen_at = seen_at - interval '61 seconds'`;
    await farm.db.sql`UPDATE game_presence SET seen_at = seen_at - interval '61 seconds'`;
    expect((await livePlayersAfterTheCache(b)).get(first.id)).toBe(0);
    const cookie = await aPlayer(b);
    expect((await send(b, { method: 'GET', path: '/api/players-online', cookie })).json).toEqual({
      playersOnline: 1,
    });
  });
  it("counts the reader in their own answer: a player alone on a game's page reads 1, and an unknown game records nobody", async () => {
    await farm.db.sql`DELETE FROM game_presence`;
    clock.advance(LIVE_PLAYERS_CACHE_MS);
    const cookie = await aPlayer(a);
    const own = await send(a, { method: 'GET', path: `/api/games/${second.id}`, cookie });
    expect(own.json).toMatchObject({ id: second.id, livePlayers: 1 });
    const batch = encodeURIComponent(JSON.stringify({ 0: { id: second.id } }));
    const other = await aPlayer(b);
    clock.advance(LIVE_PLAYERS_CACHE_MS);
    const trpc = await send(b, {
      method: 'GET',
      path: `/trpc/games.byId?batch=1&input=${batch}`,
      cookie: other,
    });
    expect(trpc.json[0].result.data).toMatchObject({ livePlayers: 2 });

    const unknown = await send(a, { method: 'GET', path: '/api/games/987654321', cookie });
    expect(unknown.status).toBe(404);
    expect(await farm.db.sql`SELECT 1 FROM game_presence WHERE game_id = 987654321`).toHaveLength(0);
  });
});
