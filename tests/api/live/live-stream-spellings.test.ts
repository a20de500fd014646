import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../adapters/server';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
  tooManyStreamsMessage,
} from '../../../domain/operations/live-stream-policy';
import { signedInPlayers } from '../../support/players';
import { SseStream } from '../../support/sse-stream';
import { type ServerFarm, startServers } from '../security/servers';

let addresses = 0;
/** A client address of its own (TRUST_PROXY: the last X-Forwarded-For entry). */
const anAddress = () => `203.0.113.${++addresses}`;

/**
 * The stream caps are taken by the live procedures themselves, so they hold however the URL spells the
 * procedure: tRPC decodes `%2E`, `%2e` and `%67`, and `batch=0` is no batch. Each accepted stream
 * writes its lease; past a cap the refusal is the one the plain spelling gets.
 */
describe('the live-stream caps under every spelling tRPC accepts', () => {
  let farm: ServerFarm;
  let server: RunningServer;
  let gameId: number;
  const open: SseStream<unknown>[] = [];

  beforeAll(async () => {
    farm = await startServers([{ trustProxy: true }]);
    [server] = farm.servers as [RunningServer];
    const game = await server.useCases.createGame.execute({
      name: 'Spelled streams',
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

  const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
  const game =
    (path: string, query = '') =>
    () =>
      `${server.url}/trpc/${path}?${query}${input({ id: gameId })}`;
  const lobby =
    (path: string, query = '') =>
    () =>
      `${server.url}/trpc/${path}${query ? `?${query}` : ''}`;
  const PLAIN_GAME = game('games.live');
  const SPELLINGS: [string, () => string][] = [
    ['games.live', PLAIN_GAME],
    ['games%2Elive', game('games%2Elive')],
    ['games%2elive', game('games%2elive')],
    ['%67ames.live', game('%67ames.live')],
    ['games.live?batch=0', game('games.live', 'batch=0&')],
    ['%67ames%2Elive/?batch=0', game('%67ames%2Elive/', 'batch=0&')],
    ['games.lobbyLive', lobby('games.lobbyLive')],
    ['games%2ElobbyLive?batch=0', lobby('games%2ElobbyLive', 'batch=0')],
  ];

  const headersOf = (address: string, cookie?: string) => ({
    accept: 'text/event-stream',
    'x-forwarded-for': address,
    ...(cookie ? { cookie } : {}),
  });
  const stream = (url: string, address: string, cookie?: string) => {
    const opened = new SseStream<unknown>(url, headersOf(address, cookie));
    open.push(opened);
    return opened;
  };
  const answer = async (url: string, address: string, cookie?: string) => {
    const response = await fetch(url, { headers: headersOf(address, cookie) });
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await response.json() : await response.text();
    return { status: response.status, type, body };
  };
  const leasesOf = async (holders: string[]) => {
    const rows = await farm.db.sql<{ address: string; session: string | null }[]>`
      SELECT address, session FROM live_stream_leases WHERE address = ANY(${holders})`;
    return rows;
  };

  it.each(SPELLINGS)(
    '%s: a session gets 4 streams, each with its lease, and the 5th is refused as the plain spelling is',
    async (_name, url) => {
      const [player] = await signedInPlayers(server.useCases, server.url, 1, `spelled-${++addresses}-`);
      const cookie = player?.cookieHeader() ?? '';
      const used = Array.from({ length: MAX_STREAMS_PER_SESSION }, anAddress);
      const held = used.map((address) => stream(url(), address, cookie));
      for (const s of held) await s.next();
      const leases = await leasesOf(used);
      expect(leases).toHaveLength(MAX_STREAMS_PER_SESSION);
      expect(new Set(leases.map((lease) => lease.session)).size).toBe(1);
      expect(leases[0]?.session).not.toBeNull();

      const fifth = await answer(url(), anAddress(), cookie);
      const plain = await answer(PLAIN_GAME(), anAddress(), cookie);
      expect(plain).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
      expect((plain.body as { message: string }).message).toBe(tooManyStreamsMessage('session'));
      expect(fifth).toEqual(plain);
      expect(await leasesOf(used)).toHaveLength(MAX_STREAMS_PER_SESSION);

      for (const s of held) s.close();
      await vi.waitFor(async () => expect(await leasesOf(used)).toHaveLength(0), { timeout: 5_000 });
    },
    30_000,
  );

  it("counts a session's streams together whatever their spellings", async () => {
    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'spelled-mix-');
    const cookie = player?.cookieHeader() ?? '';
    const used = Array.from({ length: MAX_STREAMS_PER_SESSION }, anAddress);
    const held = used.map((address, i) => stream((SPELLINGS[i + 1]?.[1] ?? PLAIN_GAME)(), address, cookie));
    for (const s of held) await s.next();
    for (const [name, url] of SPELLINGS) {
      expect((await answer(url(), anAddress(), cookie)).status, name).toBe(429);
    }
    for (const s of held) s.close();
  }, 30_000);

  it(`gives one address at most ${MAX_STREAMS_PER_ADDRESS} streams over every spelling`, async () => {
    const address = anAddress();
    const held = Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) =>
      stream((SPELLINGS[i % SPELLINGS.length]?.[1] ?? PLAIN_GAME)(), address),
    );
    for (const s of held) await s.next();
    expect(await leasesOf([address])).toHaveLength(MAX_STREAMS_PER_ADDRESS);
    for (const [name, url] of SPELLINGS) {
      const refused = await answer(url(), address);
      expect(refused.status, name).toBe(429);
      expect(refused.body, name).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: tooManyStreamsMessage('address'),
      });
    }
    expect(await leasesOf([address])).toHaveLength(MAX_STREAMS_PER_ADDRESS);
    for (const s of held) s.close();
    await vi.waitFor(async () => expect(await leasesOf([address])).toHaveLength(0), { timeout: 5_000 });
  }, 60_000);

  it('opens no stream and writes no lease for a batch (batch=1): tRPC refuses to batch a subscription', async () => {
    const address = anAddress();
    const before = server.useCases.liveStreamSlots.size;
    const batches = [
      `${server.url}/trpc/games.live?batch=1&${input({ 0: { id: gameId } })}`,
      `${server.url}/trpc/games%2Elive?batch=1&${input({ 0: { id: gameId } })}`,
      `${server.url}/trpc/games.lobbyLive?batch=1`,
      `${server.url}/trpc/games.byId,games.live?batch=1&${input({ 0: { id: gameId }, 1: { id: gameId } })}`,
    ];
    for (const url of batches) {
      const refused = await answer(url, address);
      expect(refused.status, url).toBe(400);
      expect(refused.type, url).not.toContain('event-stream');
    }
    expect(await leasesOf([address])).toHaveLength(0);
    expect(server.useCases.liveStreamSlots.size).toBe(before);
  });

  it('refuses a stream asked with POST before it opens, under every spelling', async () => {
    const address = anAddress();
    for (const path of ['games.live', 'games%2Elive', 'games.lobbyLive', '%67ames.lobbyLive/']) {
      const response = await fetch(`${server.url}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ id: gameId }),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ code: 'INVALID_INPUT', field: 'method' });
    }
    expect(await leasesOf([address])).toHaveLength(0);
  });

  it('answers bad input 400 naming the field under every spelling, taking no place', async () => {
    const address = anAddress();
    for (const path of ['games.live', 'games%2Elive', '%67ames.live/']) {
      const bad = await answer(`${server.url}/trpc/${path}?batch=0&${input({ id: 'x' })}`, address);
      expect(bad, path).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'id' } });
      const missing = await answer(`${server.url}/trpc/${path}`, address);
      expect(missing.status, path).toBe(400);
    }
    expect(await leasesOf([address])).toHaveLength(0);
  });
});
