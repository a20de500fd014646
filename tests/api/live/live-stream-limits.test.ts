import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import type { RunningServer } from '../../../adapters/server';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
} from '../../../domain/operations/live-stream-policy';
import { signedInPlayers } from '../../support/players';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import { type ServerFarm, startServers } from '../security/servers';

let addresses = 0;
/** Each test streams from its own client addresses (TRUST_PROXY: the last X-Forwarded-For entry). */
const anAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

/**
 * Live streams are shared fairly over the whole deployment: two servers with their own memory on one
 * database (PostgreSQL when DATABASE_URL is set, else embedded PGlite) count one address's and one
 * session's streams together.
 */
describe('live streams per client address and per session, over two servers', () => {
  let farm: ServerFarm;
  let a: RunningServer;
  let b: RunningServer;
  let gameId: number;
  const open: SseStream<LiveGameOut>[] = [];

  beforeAll(async () => {
    farm = await startServers([{ trustProxy: true }, { trustProxy: true }]);
    [a, b] = farm.servers as [RunningServer, RunningServer];
    const game = await a.useCases.createGame.execute({
      name: 'Fair streams',
      prize: 'Mug',
      totalNumbers: 30,
      freePlay: { start: 1, end: 30 },
    });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
  }, 60_000);
  afterAll(async () => {
    for (const stream of open) stream.close();
    await farm?.close();
  });

  const stream = (server: RunningServer, headers: Record<string, string>) => {
    const opened = new SseStream<LiveGameOut>(
      subscriptionUrl(server.url, 'games.live', { id: gameId }),
      headers,
    );
    open.push(opened);
    return opened;
  };
  const refusal = async (server: RunningServer, headers: Record<string, string>) => {
    const answer = await fetch(subscriptionUrl(server.url, 'games.live', { id: gameId }), {
      headers: { accept: 'text/event-stream', ...headers },
    });
    return { status: answer.status, body: (await answer.json()) as { code: string; message: string } };
  };
  const placesHeld = () => a.useCases.liveStreamSlots.size + b.useCases.liveStreamSlots.size;

  it('refuses an address its streams past the cap with 429, and another address still gets live updates', async () => {
    const busy = anAddress();
    const held = Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => stream(i % 2 ? a : b, busy));
    for (const s of held) expect((await s.next()).game.id).toBe(gameId);
    for (const server of [a, b]) {
      const refused = await refusal(server, busy);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(refused.body.message).toMatch(/your address/);
    }

    const other = stream(b, anAddress());
    expect((await other.next()).game.numbersLeft).toBe(30);
    const [player] = await signedInPlayers(a.useCases, a.url, 1, 'fair-streams-');
    expect((await player?.post('/api/free-spin', { gameId }))?.status).toBe(200);
    expect((await other.next((event) => event.game.numbersLeft === 29, 2_000)).game.numbersLeft).toBe(29);

    // Pages that leave give their places back, on both servers.
    for (const s of [...held, other]) s.close();
    await vi.waitFor(() => expect(placesHeld()).toBe(0), { timeout: 5_000 });
    const again = stream(a, busy);
    expect((await again.next()).game.id).toBe(gameId);
    again.close();
  }, 60_000);

  it(`gives one session at most ${MAX_STREAMS_PER_SESSION} streams, whatever its addresses`, async () => {
    const [player] = await signedInPlayers(a.useCases, a.url, 1, 'session-streams-');
    const cookie = { cookie: player?.cookieHeader() ?? '' };
    const held = Array.from({ length: MAX_STREAMS_PER_SESSION }, (_, i) =>
      stream(i % 2 ? a : b, { ...anAddress(), ...cookie }),
    );
    for (const s of held) expect((await s.next()).game.id).toBe(gameId);
    const refused = await refusal(a, { ...anAddress(), ...cookie });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.body.message).toMatch(/session/);
    // The same address without the session is another holder.
    expect((await stream(b, anAddress()).next()).game.id).toBe(gameId);
    for (const s of held) s.close();
  }, 60_000);

  it('checks the input of /trpc/games.live/ with a trailing slash like the path without it', async () => {
    for (const path of ['/trpc/games.live/', '/trpc/games.live//', '/trpc/games.live']) {
      const bad = await fetch(`${a.url}${path}?input=${encodeURIComponent('{"id":"x"}')}`);
      expect(bad.status, path).toBe(400);
      expect(await bad.json(), path).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
      const missing = await fetch(`${a.url}${path}`);
      expect(missing.status, path).toBe(400);
      await missing.body?.cancel();
    }
  });
});
