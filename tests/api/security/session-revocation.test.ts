import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessFixture, startAccessFixture } from '../access/fixture';
import { requestFor } from '../access/requests';
import { ROUTES } from '../access/route-table';
import { send } from '../access/send';

/** Logging out revokes the session on the server: the old cookie is worthless, not just forgotten. */
describe('logout revokes the session', () => {
  let fx: AccessFixture;

  beforeAll(async () => {
    fx = await startAccessFixture();
  });
  afterAll(() => fx?.server.close());

  const playerRoutes = ROUTES.filter((route) => route.access === 'player' && !route.endsSession);

  for (const logout of ['/api/logout', '/trpc/auth.logout']) {
    it(`${logout}: the old cookie gets 401 on every player route, and only that session ends`, async () => {
      const player = await fx.signUp();
      const otherDevice = await send(fx.url, {
        method: 'POST',
        path: '/api/login',
        json: { email: player.email, password: player.password },
      });
      const otherCookie = otherDevice.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect((await send(fx.url, { method: 'GET', path: '/api/user', cookie: player.cookie })).status).toBe(
        200,
      );

      // As the tRPC client sends a mutation without input: JSON, empty body.
      const headers = { 'content-type': 'application/json' };
      const out = await send(fx.url, { method: 'POST', path: logout, cookie: player.cookie, headers });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().join()).toMatch(/pw_session=;.*Max-Age=0/);

      for (const route of playerRoutes) {
        const answer = await send(fx.url, requestFor(route, fx, { cookie: player.cookie }));
        expect(answer.status, route.route).toBe(401);
      }
      const me = await send(fx.url, { method: 'GET', path: '/trpc/auth.me', cookie: player.cookie });
      expect(me.json.result.data).toBeNull();
      // The same player's other session is untouched.
      expect((await send(fx.url, { method: 'GET', path: '/api/user', cookie: otherCookie })).status).toBe(
        200,
      );
    });
  }
});
