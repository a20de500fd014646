import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessFixture, startAccessFixture } from '../access/fixture';
import { parseRoute, requestFor } from '../access/requests';
import { ROUTES } from '../access/route-table';
import { send } from '../access/send';
import { snapshot } from '../access/snapshot';

/**
 * Routes authorised only by a token in their URL, never by a cookie: RFC 8058 one-click unsubscribe,
 * which mail providers post as a form from their own servers (tests/api/mail/unsubscribe.test.ts).
 */
const CAPABILITY_ROUTES = new Set(['POST /api/unsubscribe']);

/** Every state-changing route of the table: REST methods other than GET, and tRPC mutations. */
const changing = ROUTES.filter((route) => {
  if (CAPABILITY_ROUTES.has(route.route)) return false;
  const parsed = parseRoute(route.route);
  return parsed.kind === 'trpc' ? parsed.type === 'mutation' : parsed.method !== 'GET';
});

const CROSS_SITE: [string, { origin: string | null; headers?: Record<string, string> }][] = [
  ['another site', { origin: 'https://evil.example' }],
  ['a look-alike host', { origin: 'http://127.0.0.1.evil.example' }],
  ['an opaque origin', { origin: 'null' }],
  ['no Origin, cross-site fetch', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
  ['no Origin, same-site fetch', { origin: null, headers: { 'sec-fetch-site': 'same-site' } }],
  ['the Host header as Origin, but not the public origin', { origin: 'http://localhost' }],
];

describe('CSRF: every state-changing route refuses other origins, JSON included', () => {
  let fx: AccessFixture;

  beforeAll(async () => {
    fx = await startAccessFixture();
  });
  afterAll(() => fx?.server.close());

  it.each(changing)('$route: 403 from another origin, changing nothing', async (route) => {
    const before = await snapshot(fx.server.db.sql);
    for (const [what, options] of CROSS_SITE) {
      const request = requestFor(route, fx, { cookie: fx.me.cookie });
      const answer = await send(fx.url, { ...request, ...options });
      expect(answer.status, what).toBe(403);
      expect(answer.json, what).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    expect(await snapshot(fx.server.db.sql)).toEqual(before);
    // The session survived: nothing logged it out or deleted it.
    expect((await send(fx.url, { method: 'GET', path: '/api/user', cookie: fx.me.cookie })).status).toBe(200);
  });

  it.each(changing)('$route: a body must be JSON (415 for a form post), changing nothing', async (route) => {
    const before = await snapshot(fx.server.db.sql);
    const request = requestFor(route, fx, { cookie: fx.me.cookie });
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await send(fx.url, {
        ...request,
        json: undefined,
        body: JSON.stringify(request.json ?? {}),
        headers: { 'content-type': type },
      });
      expect(answer.status, type).toBe(415);
      expect(answer.json?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await snapshot(fx.server.db.sql)).toEqual(before);
  });

  it('accepts a body-less DELETE from our own origin (no Content-Length over HTTP/1.1)', async () => {
    const doomed = await fx.signUp();
    const answer = await send(fx.url, {
      method: 'DELETE',
      path: '/api/user/delete-account',
      cookie: doomed.cookie,
    });
    expect(answer.status).toBe(200);
    expect((await send(fx.url, { method: 'GET', path: '/api/user', cookie: doomed.cookie })).status).toBe(
      401,
    );
  });
});

describe('security headers on the real server', () => {
  let fx: AccessFixture;

  beforeAll(async () => {
    fx = await startAccessFixture();
  });
  afterAll(() => fx?.server.close());

  // The shared public reads are revalidated by their ETag (docs/flows/shared-reads.md); every other answer is no-store.
  const shared = new Set([
    ...['', '/:id', '/:id/available-numbers', '/:id/recent-numbers'].map((p) => `GET /api/games${p}`),
    'GET /api/openapi.json',
    'GET /api/winners',
  ]);

  it.each(ROUTES)('$route answers with the security headers and the right Cache-Control', async (route) => {
    const answer = await send(fx.url, requestFor(route, fx));
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    if (shared.has(route.route)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    } else {
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
