import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import { aFreePlayGame } from '../../support/games';
import { signedInPlayers } from '../../support/players';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/** games.live over SSE on one real server (PostgreSQL when DATABASE_URL is set, else embedded PGlite). */
describe('live updates of a game, one server', () => {
  let server: TestServer;
  let gameId: number;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    gameId = await aFreePlayGame(server, 'Live', 20);
  }, 60_000);
  afterAll(() => server?.close());

  it('sends the state at once, then a claim within 1 s, and lets go when the page leaves', async () => {
    const stream = new SseStream<LiveGameOut>(subscriptionUrl(server.url, 'games.live', { id: gameId }));
    const response = await stream.response;
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const first = await stream.next();
    expect(first.game.id).toBe(gameId);
    expect(first.game.numbersLeft).toBe(20);
    expect(first.recentNumbers).toEqual([]);
    expect(first.logEntries).toBe(1); // its terms, version 1
    expect(server.useCases.liveUpdates.size).toBe(1);

    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'live-one-');
    const started = performance.now();
    const spin = await player?.post('/api/free-spin', { gameId });
    expect(spin?.status).toBe(200);
    const number = spin?.body.number as number;
    const after = await stream.next((event) => event.game.numbersLeft === 19, 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(after.recentNumbers.map((r) => r.number)).toEqual([number]);
    expect(after.logEntries).toBe(2);
    expect(after.logHead).not.toBe(first.logHead);

    stream.close();
    await vi.waitFor(() => expect(server.useCases.liveUpdates.size).toBe(0), { timeout: 5_000 });
  }, 30_000);

  it('answers an unknown game with NOT_FOUND on the stream, and a bad id with a 400', async () => {
    const missing = new SseStream(subscriptionUrl(server.url, 'games.live', { id: 999_999 }));
    await expect(missing.next()).rejects.toThrow(/NOT_FOUND/);
    missing.close();
    const bad = await fetch(subscriptionUrl(server.url, 'games.live', { id: 'x' }));
    expect(bad.status).toBe(400);
    await bad.body?.cancel();
  });

  it('streams the lobby: its games at once, then a new game', async () => {
    const stream = new SseStream<{ id: number; name: string }[]>(
      subscriptionUrl(server.url, 'games.lobbyLive'),
    );
    const first = await stream.next();
    expect(first.map((g) => g.id)).toContain(gameId);
    const created = await server.useCases.createGame.execute({
      name: 'Newer',
      prize: 'Cap',
      totalNumbers: 5,
    });
    if (!created.ok) throw new Error(created.error.message);
    const next = await stream.next((games) => games.some((g) => g.name === 'Newer'), 1_000);
    expect(next.map((g) => g.id)).toContain(created.value.id);
    stream.close();
  });
});
