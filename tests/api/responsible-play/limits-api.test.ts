import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { addCard, aGameOn, claimsOf, paidSpin } from './responsible-play-support';

/** Responsible play (docs/rules/responsible-play.md) over HTTP, on the real server and database adapters (PostgreSQL when DATABASE_URL is set). */
describe('spending limits and breaks over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const player = async (tag: string) => {
    const [client] = await signedInPlayers(server.useCases, server.url, 1, tag);
    if (!client) throw new Error('no player');
    await addCard(client);
    return client;
  };

  it('answers no limits first; a lower limit applies at once, a raise waits 24 hours (dollars at the edge)', async () => {
    const me = await player('limits-get-');
    expect((await me.get('/api/user/limits')).body).toEqual({
      dailyLimit: null,
      weeklyLimit: null,
      monthlyLimit: null,
      pendingRaises: [],
    });
    const set = await me.request('PUT', '/api/user/limits', {
      dailyLimit: 25.5,
      weeklyLimit: 0,
      monthlyLimit: null,
    });
    expect(set).toEqual({
      status: 200,
      body: { dailyLimit: 25.5, weeklyLimit: 0, monthlyLimit: null, pendingRaises: [] },
    });
    const asked = Date.now();
    const raised = await me.request('PUT', '/api/user/limits', {
      dailyLimit: 40,
      weeklyLimit: null,
      monthlyLimit: 100,
    });
    expect(raised.body).toMatchObject({ dailyLimit: 25.5, weeklyLimit: 0, monthlyLimit: 100 });
    expect(
      raised.body.pendingRaises.map((p: { limit: string; amount: number | null }) => [p.limit, p.amount]),
    ).toEqual([
      ['daily', 40],
      ['weekly', null],
    ]);
    for (const pending of raised.body.pendingRaises) {
      const wait = new Date(pending.appliesAt).getTime() - asked;
      expect(wait).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(wait).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    }
    const trpc = await me.get('/trpc/responsiblePlay.limits');
    expect(trpc.body.result.data).toEqual((await me.get('/api/user/limits')).body);
  });

  it('a $0 monthly limit refuses a paid spin with no charge and no claim, and allows a free entry', async () => {
    const me = await player('limits-zero-');
    const gameId = await aGameOn(server, 20, { start: 11, end: 20 });
    const set = await me.request('PUT', '/api/user/limits', {
      dailyLimit: null,
      weeklyLimit: null,
      monthlyLimit: 0,
    });
    expect(set.body.monthlyLimit).toBe(0);
    const spin = await paidSpin(me, gameId);
    expect(spin.status).toBe(403);
    expect(spin.body).toMatchObject({
      code: 'LIMIT_REACHED',
      limit: 'monthly',
      limitAmount: 0,
      remaining: 0,
      highestPrice: 10,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
      message: expect.stringContaining('monthly spending limit of $0.00'),
    });
    expect(await claimsOf(server, me)).toEqual([]);
    const charges = await server.db.sql`SELECT 1 FROM payment_attempts a JOIN claims c ON c.id = a.claim_id
      JOIN users u ON u.id = c.user_id WHERE u.email LIKE 'limits-zero-%'`;
    expect(charges).toHaveLength(0);
    const free = await me.post('/api/free-spin', { gameId });
    expect(free.status).toBe(200);
    expect((await me.get('/api/user/spending')).body).toMatchObject({
      thisMonth: { spent: 0, limit: 0 },
      allTime: { spent: 0 },
    });
  });

  it('a player on a break is refused paid and free spins; the break cannot be shortened', async () => {
    const me = await player('limits-break-');
    const gameId = await aGameOn(server, 20, { start: 11, end: 20 });
    const taken = await me.post('/api/user/self-exclusion', { period: '7d' });
    expect(taken.status).toBe(200);
    const until = taken.body.excludedUntil as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const spin = await paidSpin(me, gameId);
    expect(spin).toMatchObject({ status: 403, body: { code: 'SELF_EXCLUDED', excludedUntil: until } });
    const free = await me.post('/api/free-spin', { gameId });
    expect(free).toMatchObject({ status: 403, body: { code: 'SELF_EXCLUDED', excludedUntil: until } });
    expect(await claimsOf(server, me)).toEqual([]);
    const shorter = await me.post('/api/user/self-exclusion', { period: '24h' });
    expect(shorter.body.excludedUntil).toBe(until);
    expect((await me.get('/api/user/self-exclusion')).body).toEqual({ excludedUntil: until });
    const id = (await me.get('/api/user')).body.id as number;
    expect(await server.useCases.isExcluded.execute([id], new Date())).toEqual(new Set([id]));
  });

  it('answers 400 naming the field for bad limits or periods, and changes nothing', async () => {
    const me = await player('limits-bad-');
    await me.request('PUT', '/api/user/limits', { dailyLimit: 10, weeklyLimit: null, monthlyLimit: null });
    const cases: [unknown, string][] = [
      [{ dailyLimit: -1, weeklyLimit: null, monthlyLimit: null }, 'dailyLimit'],
      [{ dailyLimit: 1, weeklyLimit: '5', monthlyLimit: null }, 'weeklyLimit'],
      [{ dailyLimit: 1, weeklyLimit: null, monthlyLimit: 1.005 }, 'monthlyLimit'],
      [{ dailyLimit: 1, weeklyLimit: null }, 'monthlyLimit'],
      [{ dailyLimit: 1e9, weeklyLimit: null, monthlyLimit: null }, 'dailyLimit'],
    ];
    for (const [body, field] of cases) {
      const answer = await me.request('PUT', '/api/user/limits', body);
      expect([answer.status, answer.body.code, answer.body.field], JSON.stringify(body)).toEqual([
        400,
        'INVALID_INPUT',
        field,
      ]);
    }
    const period = await me.post('/api/user/self-exclusion', { period: '2h' });
    expect([period.status, period.body.field]).toEqual([400, 'period']);
    expect((await me.get('/api/user/limits')).body.dailyLimit).toBe(10);
    expect((await me.get('/api/user/self-exclusion')).body).toEqual({ excludedUntil: null });
  });

  it('shows the price of a spin from the available numbers, and the player their holding', async () => {
    const me = await player('limits-price-');
    const gameId = await aGameOn(server, 10, { start: 9, end: 10 });
    const before = await me.get(`/api/games/${gameId}/spin-price`);
    // Numbers 1..8 cost $1..$8, 9 and 10 are free: a paid spin lands only on 1..8, average (36 / 8) = $4.50.
    expect(before.body).toEqual({ numbersLeft: 8, priceRange: { lowest: 1, highest: 8, average: 4.5 } });
    const sessionStart = new Date(Date.now() - 1000).toISOString();
    const spin = await paidSpin(me, gameId);
    expect(spin.status).toBe(200);
    const spending = (await me.get(`/api/user/spending?since=${encodeURIComponent(sessionStart)}`)).body;
    expect(spending.session).toEqual({ since: sessionStart, spent: spin.body.amount });
    expect(spending.today.spent).toBe(spin.body.amount);
    expect((await me.get('/api/user/spending?since=yesterday')).body).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'since',
    });
    const after = (await me.get(`/api/games/${gameId}/spin-price`)).body;
    expect(after.numbersLeft).toBe(7);
    expect((await me.get(`/api/games/${gameId}/holding`)).body).toEqual({ held: 1, claimed: 1 });
    expect((await me.get('/api/games/999999/spin-price')).status).toBe(404);
  });
});
