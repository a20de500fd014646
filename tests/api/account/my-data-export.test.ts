import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import { buildTestApp, type TestApp } from '../support/test-app';
import { json, seedClaim, trpcQuery } from './account-support';

/** Player A with a paid claim, a free entry, saved preferences and a win; player B with a claim of their own. */
async function twoPlayers(t: TestApp) {
  const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(200).withFreeRange(151, 200));
  const a = await t.signUp();
  const b = await t.signUp();
  await seedClaim(t, { userId: a.id, gameId: game.id, number: 12 });
  await seedClaim(t, { userId: b.id, gameId: game.id, number: 99 });
  t.clock.advance(60_000);
  const free = await json(
    await t.call('POST', '/api/free-spin', { cookie: a.cookie, json: { gameId: game.id } }),
  );
  expect(free.status).toBe(200);
  const quiet = { ...DEFAULT_PREFERENCES, soundEffects: false, confettiEffects: false };
  expect((await t.call('PUT', '/api/user/preferences', { cookie: a.cookie, json: quiet })).status).toBe(200);
  await t.persistence.repositories.winners.record({
    gameId: game.id,
    userId: a.id,
    number: 12,
    reason: 'Random draw',
    selectedAt: t.clock.now(),
    selectedBy: 'random draw',
  });
  return { game, a, b, quiet };
}

describe('GET /api/user/export (account.export)', () => {
  it('needs a session', async () => {
    const t = buildTestApp();
    expect(await json(await t.call('GET', '/api/user/export'))).toEqual({
      status: 401,
      body: { message: 'Authentication required', code: 'UNAUTHENTICATED' },
    });
  });

  it("answers the player's own data, each part as its own endpoint answers it, and nothing of anyone else", async () => {
    const t = buildTestApp();
    const { a, b, game, quiet } = await twoPlayers(t);
    const exported = await json(await t.call('GET', '/api/user/export', { cookie: a.cookie }));
    expect(exported.status).toBe(200);
    const body = exported.body;
    expect(body.profile).toMatchObject({ id: a.id, email: a.email });
    expect(body.preferences).toEqual(quiet);
    const own = async (path: string) => (await json(await t.call('GET', path, { cookie: a.cookie }))).body;
    expect(body.transactions).toEqual(await own('/api/transactions'));
    expect(body.wins).toEqual(await own('/api/user/wins'));
    expect(body.cards).toEqual(await own('/api/payment-cards'));
    expect(body.transactions.map((entry: { spunNumber: number }) => entry.spunNumber)).toContain(12);
    expect(body.wins).toEqual([expect.objectContaining({ gameId: game.id, number: 12 })]);

    const text = JSON.stringify(body);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(b.email);
    expect(text).not.toContain('"spunNumber":99');

    const viaTrpc = (await json(await trpcQuery(t, 'account.export', a.cookie))).body.result.data;
    expect({ ...viaTrpc, exportedAt: null }).toEqual({ ...body, exportedAt: null });
  });
});
