import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, sessionCookieFrom } from './access/send';
import { type ServerFarm, startServers } from './security/servers';
import { ManualClock, registrationForm1 } from './support/test-app';

/**
 * The shared reads on real servers over HTTP, two processes on one database (PostgreSQL with
 * DATABASE_URL, else PGlite): exact at once on the server that made the claim, and on the other
 * server as soon as its GameChanges (the database's NOTIFY) reports the claim.
 */
describe('shared game reads on two servers sharing the database', () => {
  const clock = new ManualClock(new Date());
  let farm: ServerFarm;
  let a: string;
  let b: string;
  let gameId: number;
  const available = (url: string, headers: Record<string, string> = {}) =>
    send(url, { method: 'GET', path: `/api/games/${gameId}/available-numbers`, headers });

  beforeAll(async () => {
    farm = await startServers([{ overrides: { clock } }, { overrides: { clock } }]);
    [a, b] = farm.servers.map((server) => server.url) as [string, string];
    const created = await farm.servers[0]?.useCases.createGame.execute({
      name: 'Shared',
      prize: 'Mug',
      totalNumbers: 40,
      freePlay: true,
    });
    if (!created?.ok) throw new Error('game not created');
    gameId = created.value.id;
  });
  afterAll(() => farm?.close());

  it('answers 304 to a repeat naming the ETag, and one answer to concurrent requests', async () => {
    const first = await available(a);
    const etag = first.headers.get('etag') ?? '';
    expect([first.status, first.json.totalAvailable]).toEqual([200, 40]);
    const again = await available(a, { 'If-None-Match': etag });
    expect([again.status, again.text]).toEqual([304, '']);
    const burst = await Promise.all(Array.from({ length: 30 }, () => available(b)));
    expect(burst.every((answer) => answer.status === 200 && answer.headers.get('etag') === etag)).toBe(true);
  });

  it('answers the same before Hono as through the middleware chain, and leaves the rest to the site', async () => {
    const answerOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(a + path, { headers });
      const all = Object.fromEntries(response.headers);
      expect(all['x-request-id']).toMatch(/^[\w-]+$/);
      expect(all['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
      for (const varies of ['x-request-id', 'server-timing', 'date', 'keep-alive', 'connection']) {
        delete all[varies];
      }
      return { status: response.status, headers: all, body: await response.text() };
    };
    // A cookie the site does not know sends the request through the whole chain.
    const chain = { cookie: 'pw_session=unknown' };
    for (const path of ['/api/games', `/api/games/${gameId}`, `/api/games/${gameId}/available-numbers`]) {
      const early = await answerOf(path);
      expect(early.status).toBe(200);
      expect(early.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(early).toEqual(await answerOf(path, chain));
      const etag = early.headers.etag ?? '';
      expect(await answerOf(path, { 'If-None-Match': etag })).toEqual(
        await answerOf(path, { ...chain, 'If-None-Match': etag }),
      );
    }
    const echoed = await fetch(`${a}/api/games`, { headers: { 'X-Request-Id': 'trace-2' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-2');
    expect((await answerOf('/api/games/999999')).status).toBe(404);
    expect((await answerOf('/api/games/abc')).status).toBe(400);
    expect((await answerOf(`/api/games/${gameId}?x=1`)).status).toBe(200);
  });

  it('shows a claim at once on its server, and on the other once its NOTIFY arrives', async () => {
    const before = (await available(b)).headers.get('etag');
    const form = registrationForm1({
      acceptedTermsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    await send(a, { method: 'POST', path: '/api/register', json: form });
    const login = await send(a, {
      method: 'POST',
      path: '/api/login',
      json: { email: form.email, password: form.password },
    });
    const spin = await send(a, {
      method: 'POST',
      path: '/api/free-spin',
      cookie: sessionCookieFrom(login),
      json: { gameId },
    });
    expect(spin.status).toBe(200);
    const here = await available(a);
    expect(here.json.totalAvailable).toBe(39);
    expect(here.json.availableNumbers).not.toContain(spin.json.number);
    expect(here.headers.get('etag')).not.toBe(before);
    const recent = await send(a, { method: 'GET', path: `/api/games/${gameId}/recent-numbers` });
    expect(recent.json[0].number).toBe(spin.json.number);
    // The other server hears the claim through LISTEN: it waits for that, never for its clock.
    await expect.poll(async () => (await available(b)).json.totalAvailable, { timeout: 5_000 }).toBe(39);
    const there = await available(b);
    expect([there.json.totalAvailable, there.headers.get('etag')]).toEqual([39, here.headers.get('etag')]);
    const lobby = await send(b, { method: 'GET', path: '/api/games' });
    expect(lobby.json.find((game: { id: number }) => game.id === gameId).numbersLeft).toBe(39);
  });
});
