import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../adapters/server';
import { signedInPlayers } from '../../support/players';
import { SseStream } from '../../support/sse-stream';
import { type ServerFarm, startServers } from './servers';

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** A number written with every digit percent-encoded: 12 -> %31%32. */
const encodedDigits = (n: number) => [...String(n)].map((digit) => `%3${digit}`).join('');

/**
 * A signed-in read of a game's data makes its player one of the game's live players. The read itself
 * says so, once it succeeded (the route or the procedure, as the framework decoded the URL), so every
 * spelling the framework accepts counts, and a failed read counts for no game.
 */
describe("a game's viewers under every spelling of its reads", () => {
  let farm: ServerFarm;
  let server: RunningServer;
  let players = 0;

  beforeAll(async () => {
    farm = await startServers([{}]);
    [server] = farm.servers as [RunningServer];
  }, 60_000);
  afterAll(() => farm?.close());

  const aGame = async () => {
    const game = await server.useCases.createGame.execute({ name: 'Viewed', prize: 'Mug', freePlay: true });
    if (!game.ok) throw new Error(game.error.message);
    return game.value.id;
  };
  const viewers = async (gameId: number) => {
    const [row] = await farm.db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM game_presence WHERE game_id = ${gameId}`;
    return row?.count ?? 0;
  };
  const aPlayer = async () =>
    (await signedInPlayers(server.useCases, server.url, 1, `viewer-${++players}-`))[0] ?? fail();

  const READS: [string, (id: number) => string][] = [
    ['REST', (id) => `/api/games/${id}`],
    ['REST, encoded id', (id) => `/api/games/${encodedDigits(id)}`],
    ['REST numbers, encoded id', (id) => `/api/games/${encodedDigits(id)}/available-numbers`],
    ['tRPC', (id) => `/trpc/games.byId?input=${input({ id })}`],
    ['tRPC %2E', (id) => `/trpc/games%2EbyId?input=${input({ id })}`],
    ['tRPC %67', (id) => `/trpc/%67ames.recentNumbers?input=${input({ id })}`],
    ['tRPC, trailing slash', (id) => `/trpc/games.byId/?input=${input({ id })}`],
    ['tRPC batch=0', (id) => `/trpc/games.byId?batch=0&input=${input({ id })}`],
    ['tRPC batch, %2C', (id) => `/trpc/games.list%2Cgames.byId?batch=1&input=${input({ 1: { id } })}`],
  ];

  it.each(READS)('%s: the reader becomes a viewer', async (name, path) => {
    const gameId = await aGame();
    const player = await aPlayer();
    const read = await player.get(path(gameId));
    expect(read.status, name).toBe(200);
    expect(await viewers(gameId), name).toBe(1);
  });

  it('counts the viewer of a live stream, however the procedure is spelled', async () => {
    for (const path of ['games.live', 'games%2Elive', '%67ames.live/']) {
      const gameId = await aGame();
      const player = await aPlayer();
      const stream = new SseStream<unknown>(`${server.url}/trpc/${path}?input=${input({ id: gameId })}`, {
        cookie: player.cookieHeader(),
      });
      await stream.next();
      expect(await viewers(gameId), path).toBe(1);
      stream.close();
    }
  });

  it('counts the calls of a batch that succeeded beside one that failed', async () => {
    const gameId = await aGame();
    const player = await aPlayer();
    const batch = input({ 0: { id: gameId }, 1: { id: 'x' } });
    const read = await player.get(`/trpc/games.byId,games.recentNumbers?batch=1&input=${batch}`);
    expect(read.status).toBe(207);
    expect(await viewers(gameId)).toBe(1);
  });
});

function fail(): never {
  throw new Error('no player');
}
