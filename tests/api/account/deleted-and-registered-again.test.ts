import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ManualClock, Sha256PasswordHasher } from '../support/test-app';

const DAY_MS = 86_400_000;

/**
 * A break and the one free entry per game outlive deleting the account: on the real server and
 * database (PostgreSQL or PGlite), over REST and tRPC.
 */
describe('an account deleted and registered again with the same e-mail', () => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { clock, hasher: new Sha256PasswordHasher() } });
  });
  afterAll(() => server?.close());

  let games = 0;
  const aFreeGame = async () => {
    const game = await server.useCases.createGame.execute({
      name: `Second Chance ${++games}`,
      prize: 'Mug',
      totalNumbers: 40,
      freePlay: { start: 1, end: 40 },
      durationHours: 240,
    });
    if (!game.ok) throw new Error(game.error.message);
    return game.value.id;
  };

  async function register(email: string, phone = '615-555-0100'): Promise<HttpClient> {
    const client = new HttpClient(server.url);
    const registered = await client.post('/api/register', {
      firstName: 'Rae',
      lastName: 'Again',
      email,
      phone,
      password: 'secret-password',
      state: 'TN',
      optOutPublicity: false,
      acceptedTermsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(registered.status).toBe(201);
    expect((await client.post('/api/login', { email, password: 'secret-password' })).status).toBe(200);
    return client;
  }
  const freeSpin = (client: HttpClient, gameId: number) => client.post('/api/free-spin', { gameId });
  const deleteOverRest = async (client: HttpClient) =>
    expect(
      (await client.request('DELETE', '/api/user/delete-account', undefined, { 'content-length': '0' }))
        .status,
    ).toBe(200);
  const deleteOverTrpc = async (client: HttpClient) =>
    expect((await client.post('/trpc/account.deleteAccount', { confirmation: 'DELETE' })).status).toBe(200);
  const freePlayUsed = async (client: HttpClient, gameId: number) =>
    (await client.get(`/api/games/${gameId}/free-play-status`)).body.hasUsedFreePlay;

  it('is still on its break and gets no second free entry, however often it comes back', async () => {
    const game = await aFreeGame();
    const email = `Rae.Again.${process.pid}@gmail.com`;
    const first = await register(email);
    expect((await freeSpin(first, game)).status).toBe(200);
    expect((await first.post('/api/user/self-exclusion', { period: '7d' })).status).toBe(200);
    await deleteOverRest(first);

    // The same e-mail in another spelling, the same phone, a minute later.
    clock.advance(60_000);
    const second = await register(email.toUpperCase());
    const refused = await freeSpin(second, game);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SELF_EXCLUDED' });
    const trpcRefused = await second.post('/trpc/spins.free', { gameId: game });
    expect(trpcRefused.status).toBe(403);
    expect(trpcRefused.body.error.data.appCode).toBe('SELF_EXCLUDED');

    clock.advance(7 * DAY_MS);
    expect(await freePlayUsed(second, game)).toBe(true);
    const used = await freeSpin(second, game);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'FREE_PLAY_EXHAUSTED' });
    const elsewhere = await aFreeGame();
    expect(await freePlayUsed(second, elsewhere)).toBe(false);
    expect((await freeSpin(second, elsewhere)).status).toBe(200);
    await deleteOverTrpc(second);

    // A third account remembers the free entries of both before it.
    const third = await register(email);
    for (const gameId of [game, elsewhere]) {
      expect((await freeSpin(third, gameId)).body).toMatchObject({ code: 'FREE_PLAY_EXHAUSTED' });
    }
    const claims = await server.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM claims WHERE game_id = ${game} AND kind = 'free'`;
    expect(claims[0]?.n).toBe(1);
  });

  it('matches on the e-mail only: another address with the same phone plays', async () => {
    const game = await aFreeGame();
    const phone = '615-555-0199';
    const parent = await register(`parent.${process.pid}@gmail.com`, phone);
    expect((await freeSpin(parent, game)).status).toBe(200);
    expect((await parent.post('/api/user/self-exclusion', { period: '30d' })).status).toBe(200);
    await deleteOverRest(parent);
    const child = await register(`child.${process.pid}@gmail.com`, phone);
    expect((await freeSpin(child, game)).status).toBe(200);
  });

  it('takes at most one free entry in a game under 10 parallel requests', async () => {
    const taken = await aFreeGame();
    const open = await aFreeGame();
    const email = `parallel.${process.pid}@gmail.com`;
    const before = await register(email);
    expect((await freeSpin(before, taken)).status).toBe(200);
    await deleteOverRest(before);
    const again = await register(email);
    const answers = await Promise.all(
      [taken, open].flatMap((gameId) => Array.from({ length: 5 }, () => freeSpin(again, gameId))),
    );
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([409, 409, 409, 409, 409]);
    expect(answers.slice(5).filter((a) => a.status === 200)).toHaveLength(1);
    const rows = await server.db.sql<{ game_id: number; n: number }[]>`
      SELECT game_id, count(*)::int AS n FROM claims
      WHERE game_id IN (${taken}, ${open}) AND kind = 'free' GROUP BY game_id ORDER BY game_id`;
    expect(rows.map((r) => [Number(r.game_id), r.n])).toEqual([
      [taken, 1],
      [open, 1],
    ]);
  });
});
