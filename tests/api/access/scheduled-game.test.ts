import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../domain/games/game';
import { type AccessFixture, startAccessFixture } from './fixture';
import { send } from './send';
import { snapshot } from './snapshot';

const NOT_STARTED = { message: 'This game has not started yet', code: 'GAME_NOT_STARTED' };

describe('a scheduled game before its start', () => {
  let fx: AccessFixture;
  let game: Game;

  beforeAll(async () => {
    fx = await startAccessFixture();
    const created = await fx.server.useCases.createGame.execute({
      name: 'Tomorrow',
      prize: 'Kite',
      freePlay: { start: 1, end: 125 },
      isScheduled: true,
      startTime: new Date(Date.now() + 86_400_000),
    });
    if (!created.ok) throw new Error(created.error.message);
    game = created.value;
  });
  afterAll(() => fx?.server.close());

  it("shows in the lobby and on its page as 'scheduled'", async () => {
    const lobby = await send(fx.url, { method: 'GET', path: '/api/games' });
    expect(lobby.json.find((g: { id: number }) => g.id === game.id)).toMatchObject({
      status: 'scheduled',
      isActive: false,
      isScheduled: true,
      startTime: game.startTime.toISOString(),
    });
    const page = await send(fx.url, { method: 'GET', path: `/api/games/${game.id}` });
    expect(page.json).toMatchObject({ status: 'scheduled', numbersLeft: 125 });
  });

  it('refuses a spin with 409 GAME_NOT_STARTED on REST and tRPC, claiming nothing', async () => {
    const before = await snapshot(fx.server.db.sql);
    const rest = await send(fx.url, {
      method: 'POST',
      path: '/api/free-spin',
      cookie: fx.me.cookie,
      json: { gameId: game.id },
    });
    expect(rest.status).toBe(409);
    expect(rest.json).toEqual({ ...NOT_STARTED, startTime: game.startTime.toISOString() });
    const trpc = await send(fx.url, {
      method: 'POST',
      path: '/trpc/spins.free',
      cookie: fx.me.cookie,
      json: { gameId: game.id },
    });
    expect(trpc.status).toBe(409);
    expect(trpc.json.error).toMatchObject({
      message: NOT_STARTED.message,
      data: { appCode: 'GAME_NOT_STARTED', startTime: game.startTime.toISOString() },
    });
    expect(await snapshot(fx.server.db.sql)).toEqual(before);
    const left = await send(fx.url, { method: 'GET', path: `/api/games/${game.id}/available-numbers` });
    expect(left.json.totalAvailable).toBe(125);
  });
});
