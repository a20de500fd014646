import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app';

describe('POST /api/free-spin', () => {
  it('needs a session', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const res = await t.call('POST', '/api/free-spin', { json: { gameId: game.id } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('claims a number of the free range, once per player per game', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(20).withFreeRange(11, 20));
    const { cookie } = await t.signUp();

    const first = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: game.id } });
    expect(first.status).toBe(200);
    const spin = await first.json();
    expect(spin).toEqual({
      number: expect.any(Number),
      message: expect.any(String),
      gameId: game.id,
      isFreePlay: true,
      amount: 0,
      spin: 1,
      // Scheme 3: the player's seed for this game (docs/rules/fairness.md, Seeds and the commitment).
      clientSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      instantWin: null,
    });
    expect(spin.number).toBeGreaterThanOrEqual(11);
    expect(spin.number).toBeLessThanOrEqual(20);
    const left = await (await t.call('GET', `/api/games/${game.id}/available-numbers`)).json();
    expect(left.availableNumbers).not.toContain(spin.number);

    const second = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: game.id } });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: 'Free play already used for this game',
      code: 'FREE_PLAY_EXHAUSTED',
      description: 'Free play already used for this game',
    });
  });

  it('accepts the game id as text, as a page reading it from the URL sends it', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    const res = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: String(game.id) } });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown game and 409 for a game without free play or an ended one', async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    const unknown = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: 999 } });
    expect(unknown.status).toBe(404);

    const paidOnly = await t.addGame((g) => g.liveAt(t.clock.now()).withoutFreePlay());
    const none = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: paidOnly.id } });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: 'FREE_PLAY_EXHAUSTED', description: expect.any(String) });

    const ending = await t.addGame((g) => g.liveAt(t.clock.now(), 1).withDefaultFreePlay());
    t.clock.advance(2 * 3_600_000);
    const ended = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: ending.id } });
    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({ code: 'GAME_ENDED' });
  });

  it('answers 400 naming gameId for a missing or bad id', async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    for (const json of [
      {},
      { gameId: 'x' },
      { gameId: -3 },
      { gameId: 1.5 },
      { gameId: 1e20 },
      { gameId: null },
    ]) {
      const res = await t.call('POST', '/api/free-spin', { cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'gameId' });
    }
  });
});
