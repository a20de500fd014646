import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadRoute } from '../../../adapters/persistence/public-reads';
import { connect, connectStandby } from '../../../adapters/postgres/database';
import { port } from '../../../adapters/wiring/shared/tokens';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import {
  caughtUp,
  removeScratch,
  type ScratchServer,
  scratchClustersAvailable,
  startPrimaryWithStandby,
} from '../../support/scratch-cluster';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/**
 * docs/rules/operations.md, Reads on the standby: a primary and its hot standby (streaming, not
 * synchronous: a synchronous primary would wait for a standby that is down), the server given both
 * (DATABASE_READ_URL). The lobby is read on the standby; a player who spins sees
 * their spin at once, whether the standby has replayed it (it answers) or not (replay paused: the
 * primary answers); a standby that is down leaves every read to the primary.
 */
describe.runIf(scratchClustersAvailable())('the public reads on a hot standby', () => {
  let dir: string;
  let primary: ScratchServer;
  let standby: ScratchServer;
  let onPrimary: postgres.Sql;
  let onStandby: postgres.Sql;
  let readPool: postgres.Sql;
  let server: TestServer;
  let gameId: number;
  let players: HttpClient[];
  const routes: ReadRoute[] = [];
  const routesSince = (from: number) => routes.slice(from);

  beforeAll(async () => {
    ({ dir, primary, standby } = await startPrimaryWithStandby('prize-wheel-standby-reads-'));
    onPrimary = connect(primary.url('prize_wheel'));
    onStandby = connect(standby.url('prize_wheel'), { max: 1 });
    readPool = connectStandby(standby.url('prize_wheel'));
    const db = {
      sql: onPrimary,
      url: primary.url('prize_wheel'),
      kind: 'postgres' as const,
      close: async () => {},
    };
    server = await startTestServer({
      db,
      standby: readPool,
      overrides: { hasher: new Sha256PasswordHasher() },
    });
    server.container.get(port('publicReads')).observe((route) => routes.push(route));
    const game = await server.useCases.createGame.execute({
      name: 'Standby',
      prize: 'Mug',
      totalNumbers: 20,
      freePlay: { start: 1, end: 20 },
    });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
    players = await signedInPlayers(server.useCases, server.url, 3, 'standby-');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    // A pool whose server went away under it may wait on that connection: its end has a deadline.
    for (const pool of [onPrimary, onStandby, readPool]) await pool?.end({ timeout: 1 });
    if (dir) await removeScratch(dir, [primary, standby]);
  }, 20_000);

  const claimsOnStandby = async () =>
    Number((await onStandby`SELECT count(*) AS n FROM claims WHERE game_id = ${gameId}`)[0]?.n);
  const spin = async (player: HttpClient) => {
    const spun = await player.post('/api/free-spin', { gameId });
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    return spun.body.number as number;
  };
  /** The game page's reads as the player makes them, signed in. */
  const gamePage = async (player: HttpClient) => {
    const [game, available, recent] = await Promise.all(
      ['', '/available-numbers', '/recent-numbers'].map((path) => player.get(`/api/games/${gameId}${path}`)),
    );
    return { game: game?.body, available: available?.body, recent: recent?.body };
  };

  it('serves the lobby from the standby, through its read-only pool', async () => {
    // Replayed first: a standby more than 50 ms behind (a busy machine) would leave the read to the primary.
    await caughtUp(onPrimary, onStandby);
    const from = routes.length;
    const lobby = await fetch(`${server.url}/api/games`);
    expect(lobby.status).toBe(200);
    expect(JSON.stringify(await lobby.json())).toContain('"Standby"');
    expect(routesSince(from)).toEqual(['standby']);
    const [pool] = await onStandby<{ n: number }[]>`
      SELECT count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'prize-wheel reads %'`;
    expect(Number(pool?.n)).toBeGreaterThan(0);
  });

  it('shows a player their spin at once when the standby has not replayed it: the primary answers', async () => {
    await onStandby`SELECT pg_wal_replay_pause()`;
    try {
      const [player] = players as [HttpClient];
      const from = routes.length;
      const number = await spin(player);
      expect(await claimsOnStandby()).toBe(0);
      const page = await gamePage(player);
      expect(page.available).not.toContain(number);
      expect(JSON.stringify(page.recent)).toContain(`"number":${number}`);
      expect(page.game).toMatchObject({ numbersLeft: 19 });
      expect(new Set(routesSince(from))).toEqual(new Set(['primary_standby_behind']));
    } finally {
      await onStandby`SELECT pg_wal_replay_resume()`;
    }
  }, 15_000);

  it('shows the next spin from the standby once it has replayed it', async () => {
    const [, player] = players as [HttpClient, HttpClient];
    const from = routes.length;
    const number = await spin(player);
    await caughtUp(onPrimary, onStandby);
    const page = await gamePage(player);
    expect(page.available).not.toContain(number);
    expect(JSON.stringify(page.recent)).toContain(`"number":${number}`);
    expect(page.game).toMatchObject({ numbersLeft: 18 });
    expect(new Set(routesSince(from))).toEqual(new Set(['standby']));
  }, 15_000);

  it('answers from the primary when the standby is down', async () => {
    await standby.stop();
    const [, , player] = players as [HttpClient, HttpClient, HttpClient];
    const from = routes.length;
    const number = await spin(player);
    const page = await gamePage(player);
    expect(page.available).not.toContain(number);
    expect(page.game).toMatchObject({ numbersLeft: 17 });
    expect(new Set(routesSince(from))).toEqual(new Set(['primary_standby_unreachable']));
  }, 15_000);
});
