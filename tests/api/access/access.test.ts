import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../../adapters/http/routers/app';
import { buildTestApp } from '../support/test-app';
import { type AccessFixture, startAccessFixture } from './fixture';
import { requestFor } from './requests';
import { MISSING_DATA, ROUTES, STREAMS, UNDECLARED_DATA } from './route-table';
import { type Answer, send } from './send';

/** The error code of a REST or tRPC error answer. */
const codeOf = (answer: Answer): unknown => answer.json?.code ?? answer.json?.error?.data?.appCode;

describe('the access table', () => {
  it('has test data for every declared route, and for nothing else', () => {
    expect(MISSING_DATA, 'declared, but missing from DATA in tests/api/access/route-table.ts').toEqual([]);
    expect(UNDECLARED_DATA, 'in DATA, but declared nowhere').toEqual([]);
  });

  it('names every REST route and tRPC procedure of the app, and nothing else', () => {
    const rest = buildTestApp()
      .app.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const procedures = Object.entries(appRouter._def.procedures).map(
      ([path, procedure]) => `${(procedure as unknown as { _def: { type: string } })._def.type} ${path}`,
    );
    const app = [...new Set([...rest, ...procedures])].sort();
    const table = [...ROUTES.map((route) => route.route), ...STREAMS].sort();
    expect(new Set(table).size, 'a route is listed twice').toBe(table.length);
    expect(
      app.filter((route) => !table.includes(route)),
      'missing from tests/api/access/route-table.ts',
    ).toEqual([]);
    expect(
      table.filter((route) => !app.includes(route)),
      'listed but not served',
    ).toEqual([]);
  });
});

describe('access to every route', () => {
  let fx: AccessFixture;
  let loggedOut: string;

  beforeAll(async () => {
    fx = await startAccessFixture();
    const gone = await fx.signUp();
    await send(fx.url, { method: 'POST', path: '/api/logout', cookie: gone.cookie });
    loggedOut = gone.cookie;
  });
  afterAll(() => fx?.server.close());

  const guarded = ROUTES.filter((route) => route.access !== 'public');
  const open = ROUTES.filter((route) => route.access === 'public');

  it.each(guarded)('$route answers 401 without a live session', async (route) => {
    const cookies = [null, 'pw_session=forged-token-value', loggedOut];
    for (const cookie of cookies) {
      const answer = await send(fx.url, requestFor(route, fx, { cookie }));
      expect(answer.status, `cookie ${cookie}`).toBe(401);
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
      expect(answer.text).not.toContain(fx.me.email);
    }
    // Even without its input: the session is checked before the body is read.
    const request = requestFor(route, fx);
    const bare = await send(fx.url, {
      ...request,
      json: undefined,
      // tRPC refuses a mutation without this type before anything else (415), as it should.
      headers: request.json === undefined ? {} : { 'content-type': 'application/json' },
    });
    expect(bare.status).toBe(401);
  });

  const adminOnly = guarded.filter((route) => route.access === 'admin');
  it.each(adminOnly)(
    '$route refuses a player session, and an ended or forged admin session',
    async (route) => {
      const ended = await fx.signInAdmin();
      await send(fx.url, { method: 'POST', path: '/api/admin/logout', cookie: ended });
      const refused = [
        fx.me.cookie,
        'pw_admin_session=forged-token-value',
        ended,
        `${fx.me.cookie}; ${ended}`,
      ];
      for (const cookie of refused) {
        const answer = await send(fx.url, requestFor(route, fx, { cookie }));
        expect(answer.status, `cookie ${cookie}`).toBe(401);
        expect(codeOf(answer)).toBe('UNAUTHENTICATED');
      }
    },
  );

  it.each(adminOnly.filter((route) => !route.endsSession))(
    '$route lets the administrator in',
    async (route) => {
      const answer = await send(fx.url, requestFor(route, fx, { cookie: fx.adminCookie }));
      expect(answer.status).toBeLessThan(500);
      expect(codeOf(answer)).not.toBe('UNAUTHENTICATED');
    },
  );

  it.each(guarded.filter((route) => route.access === 'player'))(
    '$route refuses an administrator session alone',
    async (route) => {
      const answer = await send(fx.url, requestFor(route, fx, { cookie: fx.adminCookie }));
      expect(answer.status).toBe(401);
    },
  );

  it.each(open)('$route is open without a session', async (route) => {
    const answer = await send(fx.url, requestFor(route, fx));
    expect(answer.status).toBeLessThan(500);
    expect(codeOf(answer)).not.toBe('UNAUTHENTICATED');
  });

  it.each(guarded.filter((route) => route.access === 'player' && !route.endsSession))(
    '$route lets a signed-in player in',
    async (route) => {
      const answer = await send(fx.url, requestFor(route, fx, { cookie: fx.me.cookie }));
      expect(answer.status).toBeLessThan(500);
      expect(codeOf(answer)).not.toBe('UNAUTHENTICATED');
    },
  );

  const owned = ROUTES.filter((route) => route.othersRecord);
  it.runIf(owned.length > 0).each(owned)("$route answers 404 for another player's record", async (route) => {
    const target = await route.othersRecord?.(fx);
    const answer = await send(fx.url, requestFor(route, fx, { cookie: fx.me.cookie, target }));
    expect(answer.status).toBe(404);
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });
});
