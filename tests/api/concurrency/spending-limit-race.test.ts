import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { addCard, aGameOn, claimsOf, paidSpin } from '../responsible-play/responsible-play-support';

/**
 * One player sends paid spins to many games at once, over HTTP, on the real database adapters
 * (PostgreSQL when DATABASE_URL is set): the player's lock (taken before each game's spin lock)
 * makes every spin's check see the spins committed before it, so together they never pass a limit.
 */
describe('a spending limit under parallel paid spins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('10 spins in 10 games at once never take the player past the daily limit', async () => {
    const [me] = await signedInPlayers(server.useCases, server.url, 1, 'race-limit-');
    if (!me) throw new Error('no player');
    await addCard(me);
    // Each game's numbers cost $1 to $10: a spin can cost up to $10.
    const games = await Promise.all(Array.from({ length: 10 }, () => aGameOn(server, 10)));
    await me.request('PUT', '/api/user/limits', { dailyLimit: 25, weeklyLimit: null, monthlyLimit: null });

    const answers = await Promise.all(games.map((gameId) => paidSpin(me, gameId)));

    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ code: 'LIMIT_REACHED', limit: 'daily' });
    const claims = await claimsOf(server, me);
    const spent = claims.filter((c) => c.status !== 'released').reduce((sum, c) => sum + c.price_cents, 0);
    expect(claims).toHaveLength(paid.length);
    expect(spent).toBeLessThanOrEqual(2500);
    expect((await me.get('/api/user/spending')).body.today).toMatchObject({ spent: spent / 100, limit: 25 });
  }, 60_000);

  it('spins sent together to one game and to others never pass a $0 limit and charge nothing', async () => {
    const [me] = await signedInPlayers(server.useCases, server.url, 1, 'race-zero-');
    if (!me) throw new Error('no player');
    await addCard(me);
    const games = await Promise.all(Array.from({ length: 3 }, () => aGameOn(server, 10)));
    await me.request('PUT', '/api/user/limits', { dailyLimit: null, weeklyLimit: 0, monthlyLimit: null });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => paidSpin(me, games[i % games.length] ?? 0)),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 403, body: { code: 'LIMIT_REACHED' } });
    expect(await claimsOf(server, me)).toEqual([]);
  }, 60_000);
});
