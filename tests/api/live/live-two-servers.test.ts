import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import { connect } from '../../../adapters/postgres/database';
import { signedInPlayers } from '../../support/players';
import { postgresUrl } from '../../support/postgres';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/**
 * Two server processes on one PostgreSQL database, each with its own connection
 * pool and its own LISTEN connection; a claim made through A reaches a page streaming from B within
 * 1 s. (Embedded PGlite belongs to one process: its single-process case is live-game.test.ts.)
 */
describe.skipIf(!postgresUrl())('live updates across two servers on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let ownPool: ReturnType<typeof connect>;
  let gameId: number;

  beforeAll(async () => {
    const overrides = { hasher: new Sha256PasswordHasher() };
    a = await startTestServer({ overrides });
    ownPool = connect(a.db.url);
    b = await startTestServer({ overrides, db: { ...a.db, sql: ownPool } });
    const game = await a.useCases.createGame.execute({
      name: 'Two servers',
      prize: 'Mug',
      totalNumbers: 30,
      freePlay: { start: 1, end: 30 },
    });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await ownPool?.end({ timeout: 5 });
    await a?.close();
  });

  it('a claim made through server A reaches a subscriber of server B within 1 s', async () => {
    const stream = new SseStream<LiveGameOut>(subscriptionUrl(b.url, 'games.live', { id: gameId }));
    expect((await stream.next()).game.numbersLeft).toBe(30);
    const players = await signedInPlayers(a.useCases, a.url, 3, 'live-two-');
    for (const [i, player] of players.entries()) {
      const started = performance.now();
      const spin = await player.post('/api/free-spin', { gameId });
      expect(spin.status).toBe(200);
      const seen = await stream.next((event) => event.game.numbersLeft === 29 - i, 1_000);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(seen.recentNumbers[0]?.number).toBe(spin.body.number);
    }
    stream.close();
  }, 60_000);

  it("a game created through A reaches B's lobby stream within 1 s", async () => {
    const stream = new SseStream<{ id: number }[]>(subscriptionUrl(b.url, 'games.lobbyLive'));
    await stream.next();
    const started = performance.now();
    const created = await a.useCases.createGame.execute({ name: 'Later', prize: 'Cap', totalNumbers: 5 });
    if (!created.ok) throw new Error(created.error.message);
    await stream.next((games) => games.some((g) => g.id === created.value.id), 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    stream.close();
  }, 30_000);
});
