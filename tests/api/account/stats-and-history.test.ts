import { describe, expect, it } from 'vitest';
import { gameClientSeed } from '../../../domain/fairness/seeds';
import { buildTestApp, type TestApp } from '../support/test-app';
import { json, seedClaim, trpcQuery } from './account-support';

/** Player A with a free entry, a paid claim, an unsettled claim and a recorded win; player B with one claim. */
async function twoPlayers(t: TestApp) {
  const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(200).withFreeRange(151, 200));
  const a = await t.signUp();
  const b = await t.signUp();
  const paid = await seedClaim(t, { userId: a.id, gameId: game.id, number: 12 });
  await seedClaim(t, { userId: a.id, gameId: game.id, number: 40, status: 'pending', settledAt: null });
  await seedClaim(t, { userId: b.id, gameId: game.id, number: 99 });
  t.clock.advance(60_000);
  const free = await json(
    await t.call('POST', '/api/free-spin', { cookie: a.cookie, json: { gameId: game.id } }),
  );
  expect(free.status).toBe(200);
  await t.persistence.repositories.winners.record({
    gameId: game.id,
    userId: a.id,
    number: 12,
    reason: 'Random draw',
    selectedAt: t.clock.now(),
    selectedBy: 'random draw',
  });
  return { game, a, b, paid, freeNumber: free.body.number as number, free: free.body };
}

describe('GET /api/user/stats, /api/user/wins, /api/user/game-history, /api/transactions', () => {
  it('need a session', async () => {
    const t = buildTestApp();
    for (const path of ['/api/user/stats', '/api/user/wins', '/api/user/game-history', '/api/transactions']) {
      expect(await json(await t.call('GET', path))).toEqual({
        status: 401,
        body: { message: 'Authentication required', code: 'UNAUTHENTICATED' },
      });
    }
  });

  it("answer the player's own figures, entries newest first, amounts in dollars", async () => {
    const t = buildTestApp();
    const { game, a, paid, freeNumber, free } = await twoPlayers(t);

    expect(await json(await t.call('GET', '/api/user/stats', { cookie: a.cookie }))).toEqual({
      status: 200,
      body: { totalSpins: 2, totalWins: 1, totalSpent: 12, freeSpins: 1 },
    });

    expect(await json(await t.call('GET', '/api/user/wins', { cookie: a.cookie }))).toEqual({
      status: 200,
      body: [
        {
          winnerId: expect.any(Number),
          kind: 'main',
          gameId: game.id,
          gameName: game.name,
          prize: game.prize,
          prizeValue: game.prizeValueCents / 100,
          number: 12,
          wonAt: t.clock.now().toISOString(),
        },
      ],
    });

    const history = await json(await t.call('GET', '/api/user/game-history', { cookie: a.cookie }));
    expect(history.body).toEqual([
      {
        id: expect.any(String),
        number: freeNumber,
        amount: 0,
        isFreePlay: true,
        gameId: game.id,
        createdAt: expect.any(String),
      },
      {
        id: paid.id,
        number: 12,
        amount: 12,
        isFreePlay: false,
        gameId: game.id,
        createdAt: paid.createdAt.toISOString(),
      },
    ]);

    const own = await json(await t.call('GET', '/api/user/client-seed', { cookie: a.cookie }));
    const transactions = await json(await t.call('GET', '/api/transactions', { cookie: a.cookie }));
    expect(transactions.body).toEqual([
      {
        id: history.body[0].id,
        amount: 0,
        spunNumber: freeNumber,
        spinResult: freeNumber,
        createdAt: history.body[0].createdAt,
        isFreePlay: true,
        gameId: game.id,
        gameName: game.name,
        refund: null,
        isVoid: false,
        instantWin: null,
        // The free entry's spin and the player's seed for this game, as its public log shows them.
        spin: free.spin,
        clientSeed: gameClientSeed(own.body.clientSeed, game.id),
      },
      {
        id: paid.id,
        amount: 12,
        spunNumber: 12,
        spinResult: 12,
        createdAt: paid.createdAt.toISOString(),
        isFreePlay: false,
        gameId: game.id,
        gameName: game.name,
        refund: null,
        isVoid: false,
        instantWin: null,
        spin: paid.spin ?? null,
        clientSeed: paid.clientSeed ?? null,
      },
    ]);
  });

  it("never show a player another player's data", async () => {
    const t = buildTestApp();
    const { b } = await twoPlayers(t);
    const stats = await json(await t.call('GET', '/api/user/stats', { cookie: b.cookie }));
    expect(stats.body).toEqual({ totalSpins: 1, totalWins: 0, totalSpent: 99, freeSpins: 0 });
    expect((await json(await t.call('GET', '/api/user/wins', { cookie: b.cookie }))).body).toEqual([]);
    const history = await json(await t.call('GET', '/api/user/game-history', { cookie: b.cookie }));
    expect(history.body.map((h: { number: number }) => h.number)).toEqual([99]);
    const transactions = await json(await t.call('GET', '/api/transactions', { cookie: b.cookie }));
    expect(transactions.body.map((h: { spunNumber: number }) => h.spunNumber)).toEqual([99]);
  });
});

describe('tRPC account.stats, account.wins, account.achievements, account.gameHistory, account.transactions', () => {
  it('answer what the REST routes answer', async () => {
    const t = buildTestApp();
    const { a } = await twoPlayers(t);
    const pairs = [
      ['account.stats', '/api/user/stats'],
      ['account.wins', '/api/user/wins'],
      ['account.gameHistory', '/api/user/game-history'],
      ['account.transactions', '/api/transactions'],
    ] as const;
    for (const [procedure, path] of pairs) {
      const viaTrpc = await json(await trpcQuery(t, procedure, a.cookie));
      const viaRest = await json(await t.call('GET', path, { cookie: a.cookie }));
      expect(viaTrpc.body.result.data, procedure).toEqual(viaRest.body);
    }
  });

  it('compute the nine achievements and the summary, counting the recorded win', async () => {
    const t = buildTestApp();
    const { a } = await twoPlayers(t);
    const { body } = await json(await trpcQuery(t, 'account.achievements', a.cookie));
    const { achievements, summary } = body.result.data;
    expect(achievements).toHaveLength(9);
    expect(
      achievements.filter((x: { completed: boolean }) => x.completed).map((x: { id: string }) => x.id),
    ).toEqual(['first-spin', 'first-purchase', 'lucky-beginner']);
    expect(achievements.find((x: { id: string }) => x.id === 'big-spender')).toMatchObject({
      current: 12,
      target: 100,
    });
    expect(summary).toEqual({ completed: 3, total: 9, progressPercent: 33, nextGoal: 'Spin Master' });
  });

  it('need a session', async () => {
    const t = buildTestApp();
    for (const procedure of [
      'account.stats',
      'account.wins',
      'account.achievements',
      'account.gameHistory',
      'account.transactions',
    ]) {
      const res = await json(await trpcQuery(t, procedure));
      expect(res.status, procedure).toBe(401);
      expect(res.body.error.data.appCode).toBe('UNAUTHENTICATED');
    }
  });
});
