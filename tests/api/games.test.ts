import { describe, expect, it } from 'vitest';
import { overpricedNumbers, paidPriceRange } from '../../domain/games/pricing-policy';
import { buildTestApp } from './support/test-app';

const GAME_KEYS = [
  'actions',
  'cancellation',
  'code',
  'description',
  'drawAt',
  'durationHours',
  'emoji',
  'endTime',
  'freePlayEnd',
  'freePlayStart',
  'freeRangeCoversAll',
  'gameType',
  'hasFreePlay',
  'id',
  'instantPrizes',
  'isActive',
  'isScheduled',
  'livePlayers',
  'maxEntriesPerPlayer',
  'maxWinners',
  'minimumToRun',
  'name',
  'numbersLeft',
  'prize',
  'prizeDescription',
  'prizeImageUrl',
  'priceRange',
  'pricedAbovePrize',
  'prizeValue',
  'startTime',
  'status',
  'totalNumbers',
  'winner',
].sort();

describe('GET /api/games', () => {
  it('lists live games with their public fields, prize value in dollars', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) =>
      g.liveAt(t.clock.now()).withTotalNumbers(200).withDefaultFreePlay().withPrize('Camera', 12_550),
    );
    const res = await t.call('GET', '/api/games');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const games = await res.json();
    expect(games).toHaveLength(1);
    expect(Object.keys(games[0]).sort()).toEqual(GAME_KEYS);
    expect(games[0]).toMatchObject({
      id: game.id,
      prize: 'Camera',
      prizeValue: 125.5,
      totalNumbers: 200,
      numbersLeft: 200,
      isActive: true,
      status: 'live',
      freePlayStart: 150,
      freePlayEnd: 200,
      hasFreePlay: true,
      freeRangeCoversAll: false,
      priceRange: { lowest: 1, highest: 149, average: 75 },
      pricedAbovePrize: { count: 24, lowest: 126, highest: 149 },
      endTime: game.endTime.toISOString(),
      drawAt: game.endTime.toISOString(),
      actions: { spin: true, freeEntry: true },
    });
  });

  it('leaves ended games out', async () => {
    const t = buildTestApp();
    await t.addGame((g) => g.liveAt(t.clock.now(), 1));
    t.clock.advance(2 * 3_600_000);
    expect(await (await t.call('GET', '/api/games')).json()).toEqual([]);
  });
});

describe('the price figures a game view carries', () => {
  it('states what a paid spin costs over the numbers it can land on, as the domain prices them', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) =>
      g.liveAt(t.clock.now()).withTotalNumbers(200).withFreeRange(151, 200).withPrize('Mug', 75_00),
    );
    const view = await (await t.call('GET', `/api/games/${game.id}`)).json();
    const range = paidPriceRange(game);
    // Numbers 1-150 cost $1-$150: the free numbers 151-200 are never landed on by a paid spin.
    expect(view.priceRange).toEqual({ lowest: 1, highest: 150, average: 75.5 });
    expect(view.priceRange).toEqual({
      lowest: (range?.lowestCents ?? 0) / 100,
      highest: (range?.highestCents ?? 0) / 100,
      average: (range?.averageCents ?? 0) / 100,
    });
    expect(view.pricedAbovePrize).toEqual(overpricedNumbers(game, 75_00));
    expect(view.pricedAbovePrize).toEqual({ count: 75, lowest: 76, highest: 150 });
    // The confirmation's figures, before any claim, are the same.
    const price = await (await t.call('GET', `/api/games/${game.id}/spin-price`)).json();
    expect(price).toEqual({ numbersLeft: 150, priceRange: view.priceRange });
  });

  it('a game priced below its prize says nothing is priced above it', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(60).withPrize('Mug', 75_00));
    const view = await (await t.call('GET', `/api/games/${game.id}`)).json();
    expect(view).toMatchObject({
      priceRange: { lowest: 1, highest: 60, average: 30.5 },
      pricedAbovePrize: null,
    });
  });
});

describe('GET /api/games/:id', () => {
  it('answers one game', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).allFree());
    const res = await t.call('GET', `/api/games/${game.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: game.id,
      code: game.code,
      freeRangeCoversAll: true,
      priceRange: null,
      pricedAbovePrize: null,
      // Every number free: no paid spin to offer, only the free entry.
      actions: { spin: false, freeEntry: true },
    });
  });

  it('answers an ended game as ended, not active', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now(), 1));
    t.clock.advance(2 * 3_600_000);
    expect(await (await t.call('GET', `/api/games/${game.id}`)).json()).toMatchObject({
      isActive: false,
      status: 'ended',
      actions: { spin: false, freeEntry: false },
    });
  });

  it('answers 404 for an unknown game on every game route', async () => {
    const t = buildTestApp();
    for (const path of ['', '/available-numbers', '/recent-numbers']) {
      const res = await t.call('GET', `/api/games/999${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Game not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 naming the id for a non-numeric, negative, fractional or huge id', async () => {
    const t = buildTestApp();
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '99999999999', '2147483648', '%20']) {
      const res = await t.call('GET', `/api/games/${id}`);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
    }
  });
});

describe('GET /api/games/:id/available-numbers and recent-numbers', () => {
  it('answers { totalAvailable, availableNumbers }', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(5));
    const res = await t.call('GET', `/api/games/${game.id}/available-numbers`);
    expect(await res.json()).toEqual({ totalAvailable: 5, availableNumbers: [1, 2, 3, 4, 5] });
  });

  it('answers recent numbers, newest first, with ISO timestamps', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    const spin = await (await t.call('POST', '/api/free-spin', { cookie, json: { gameId: game.id } })).json();
    const res = await t.call('GET', `/api/games/${game.id}/recent-numbers`);
    expect(await res.json()).toEqual([{ number: spin.number, timestamp: t.clock.now().toISOString() }]);
  });
});

describe('GET /api/games/:id/free-play-status', () => {
  it('needs a session', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const res = await t.call('GET', `/api/games/${game.id}/free-play-status`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('answers { hasUsedFreePlay } for the signed-in player', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    const status = () =>
      t.call('GET', `/api/games/${game.id}/free-play-status`, { cookie }).then((r) => r.json());
    expect(await status()).toEqual({ hasUsedFreePlay: false });
    await t.call('POST', '/api/free-spin', { cookie, json: { gameId: game.id } });
    expect(await status()).toEqual({ hasUsedFreePlay: true });
    const other = await t.signUp();
    expect(
      await (await t.call('GET', `/api/games/${game.id}/free-play-status`, { cookie: other.cookie })).json(),
    ).toEqual({ hasUsedFreePlay: false });
  });
});
