import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InMemoryDatabaseStats } from '../../../adapters/memory/back-office/in-memory-database-stats';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

/** A paid spin by a new player with a card, through the real edge: answers the number's price. */
async function paidSpin(t: TestApp, gameId: number): Promise<number> {
  const player = await t.signUp();
  await t.call('POST', '/api/card/add', { cookie: player.cookie, json: { cardNonce: 'cnon:card-nonce-ok' } });
  const spin = await t.call('POST', '/api/spin', {
    cookie: player.cookie,
    json: { gameId, agreedToTerms: true },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const body = await spin.json();
  if (spin.status !== 200) throw new Error(JSON.stringify(body));
  return body.number as number;
}

describe('GET /api/admin/dashboard/stats and admin.dashboard.stats', () => {
  it('counts games, live games, spins, prize value and the ledger revenue, with the top games', async () => {
    const t = buildTestApp();
    const now = t.clock.now();
    const paid = await t.addGame((g) =>
      g.liveAt(now).withName('Paid Wheel').withTotalNumbers(20).withoutFreePlay().withPrize('Bike', 50_000),
    );
    const free = await t.addGame((g) =>
      g.liveAt(now).withName('Free Wheel').allFree().withPrize('Mug', 1_500),
    );
    await t.addGame((g) =>
      g
        .liveAt(now)
        .withName('Ended')
        .endingAt(new Date(now.getTime() - 1))
        .withPrize('Hat', 0),
    );
    const first = await paidSpin(t, paid.id);
    const second = await paidSpin(t, paid.id);
    const player = await t.signUp();
    expect(
      (await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: free.id } })).status,
    ).toBe(200);

    const cookie = await signInAdmin(t);
    const answer = await t.call('GET', '/api/admin/dashboard/stats', { cookie });
    expect(answer.status).toBe(200);
    const stats = await answer.json();
    expect(stats).toMatchObject({
      totalGames: 3,
      activeGames: 2,
      totalSpins: 3,
      totalPrizeValue: 515,
      totalRevenue: first + second,
    });
    expect(stats.topGames.map((game: { name: string }) => game.name)).toEqual([
      'Paid Wheel',
      'Free Wheel',
      'Ended',
    ]);
    expect(stats.topGames[0]).toEqual({
      id: paid.id,
      name: 'Paid Wheel',
      emoji: paid.emoji,
      code: paid.code,
      revenue: first + second,
      spins: 2,
      numbersLeft: 18,
      status: 'live',
    });
    expect(stats.topGames[2]).toMatchObject({ status: 'ended', revenue: 0, spins: 0 });

    const trpc = await t.call('GET', '/trpc/admin.dashboard.stats', { cookie });
    expect((await trpc.json()).result.data).toEqual(stats);
  });

  it('lists at most five top games, by revenue', async () => {
    const t = buildTestApp();
    for (let i = 0; i < 7; i++)
      await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(20).withoutFreePlay());
    const cookie = await signInAdmin(t);
    const stats = await (await t.call('GET', '/api/admin/dashboard/stats', { cookie })).json();
    expect(stats.totalGames).toBe(7);
    expect(stats.topGames).toHaveLength(5);
  });

  it('refuses no session and a player session', async () => {
    const t = buildTestApp();
    const player = await t.signUp();
    for (const cookie of [null, player.cookie]) {
      expect((await t.call('GET', '/api/admin/dashboard/stats', { cookie })).status).toBe(401);
      expect((await t.call('GET', '/trpc/admin.dashboard.stats', { cookie })).status).toBe(401);
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 when it does not', async () => {
    const t = buildTestApp();
    const ok = await t.call('GET', '/api/health');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    (t.persistence.databaseStats as InMemoryDatabaseStats).down = true;
    const down = await t.call('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', code: 'UNAVAILABLE' });
  });
});
