import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessFixture, startAccessFixture } from '../access/fixture';
import { send } from '../access/send';
import { snapshot } from '../access/snapshot';

const MAINTENANCE = { message: 'The site is under maintenance. Spins are paused.', code: 'MAINTENANCE' };

describe('maintenance mode', () => {
  let fx: AccessFixture;

  beforeAll(async () => {
    fx = await startAccessFixture();
  });
  afterAll(() => fx?.server.close());

  it('pauses spins with 503 on REST and tRPC, while the rest of the site works', async () => {
    await fx.server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true });
    const before = await snapshot(fx.server.db.sql);
    const rest = await send(fx.url, {
      method: 'POST',
      path: '/api/free-spin',
      cookie: fx.me.cookie,
      json: { gameId: fx.game.id },
    });
    expect(rest.status).toBe(503);
    expect(rest.json).toEqual(MAINTENANCE);
    const trpc = await send(fx.url, {
      method: 'POST',
      path: '/trpc/spins.free',
      cookie: fx.me.cookie,
      json: { gameId: fx.game.id },
    });
    expect(trpc.status).toBe(503);
    expect(trpc.json.error).toMatchObject({ message: MAINTENANCE.message, data: { appCode: 'MAINTENANCE' } });
    expect(await snapshot(fx.server.db.sql)).toEqual(before);

    expect((await send(fx.url, { method: 'GET', path: `/api/games/${fx.game.id}` })).status).toBe(200);
    expect((await send(fx.url, { method: 'GET', path: '/api/user', cookie: fx.me.cookie })).status).toBe(200);

    await fx.server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
    const open = await send(fx.url, {
      method: 'POST',
      path: '/api/free-spin',
      cookie: fx.me.cookie,
      json: { gameId: fx.game.id },
    });
    expect(open.status).toBe(200);
  });
});
