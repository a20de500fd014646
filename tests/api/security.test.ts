import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, PUBLIC_URL } from './support/test-app';

/** The API's answers are never a page: they load nothing and nobody frames them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const FORBIDDEN = { message: 'Cross-site request refused', code: 'FORBIDDEN' };

describe("CSRF: a browser's state-changing requests must come from our own origin", () => {
  const refusals: [string, { origin: string | null; headers?: Record<string, string> }][] = [
    ['another site', { origin: 'https://evil.example' }],
    // app.request's Host is localhost: matching the Host is no longer enough, only PUBLIC_URL is ours.
    ['the request host, which is not the public origin', { origin: 'http://localhost' }],
    [
      'our origin with a cross-site Sec-Fetch-Site',
      { origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
    ],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
    ['a same-site fetch without Origin', { origin: null, headers: { 'sec-fetch-site': 'same-site' } }],
  ];

  for (const [what, options] of refusals) {
    it(`refuses ${what} with 403 on REST and tRPC, changing nothing`, async () => {
      const t = buildTestApp();
      const { cookie } = await t.signUp();
      const game = await t.addGame();
      for (const [path, json] of [
        ['/api/logout', undefined],
        ['/api/free-spin', { gameId: game.id }],
        ['/api/register', { firstName: 'A', lastName: 'B', email: 'x@gmail.com', password: 'secret1' }],
        ['/trpc/spins.free', { gameId: game.id }],
        ['/trpc/auth.logout', undefined],
      ] as const) {
        const res = await t.call('POST', path, { ...options, cookie, json });
        expect(res.status, path).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
      expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
      const status = await t.call('GET', `/api/games/${game.id}/free-play-status`, { cookie });
      expect(await status.json()).toEqual({ hasUsedFreePlay: false });
      expect(
        (await t.call('POST', '/api/login', { json: { email: 'x@gmail.com', password: 'secret1' } })).status,
      ).toBe(401);
    });
  }

  it('accepts the public origin, same-origin and user-initiated fetches, and clients sending neither header', async () => {
    const t = buildTestApp();
    expect((await t.call('POST', '/api/logout', { origin: PUBLIC_URL })).status).toBe(200);
    for (const site of ['same-origin', 'none']) {
      const fetchSite = { origin: null, headers: { 'sec-fetch-site': site } };
      expect((await t.call('POST', '/api/logout', fetchSite)).status, site).toBe(200);
    }
    expect((await t.call('POST', '/api/logout', { origin: null })).status).toBe(200);
  });

  it('trusts the dev server origin only when configured (npm run dev)', async () => {
    const dev = 'http://localhost:5173';
    const production = buildTestApp();
    expect((await production.call('POST', '/api/logout', { origin: dev })).status).toBe(403);
    const development = buildTestApp({ devOrigin: dev });
    expect((await development.call('POST', '/api/logout', { origin: dev })).status).toBe(200);
    expect((await development.call('POST', '/api/logout', { origin: PUBLIC_URL })).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const t = buildTestApp();
    expect((await t.call('GET', '/api/games', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('a state-changing request with a body must be JSON', () => {
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    null,
  ]) {
    it(`refuses ${contentType ?? 'no content type'} with 415`, async () => {
      const t = buildTestApp();
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const res = await t.call('POST', '/api/login', {
        body: JSON.stringify({ email: 'a@gmail.com', password: 'secret' }),
        headers,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        message: 'Request body must be application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    });
  }

  it('accepts application/json with a charset, and body-less calls without a type', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/login', {
      body: JSON.stringify({ email: 'a@gmail.com', password: 'secret' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(401);
    expect((await t.call('POST', '/api/logout')).status).toBe(200);
    const empty = { body: '', headers: { 'content-length': '0', 'content-type': 'text/plain' } };
    expect((await t.call('POST', '/api/logout', empty)).status).toBe(200);
  });
});

describe('bad bodies', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'body' });
  });

  it('answers JSON that is not an object with 400', async () => {
    const t = buildTestApp();
    for (const json of [null, [], 'text', 42, true]) {
      const res = await t.call('POST', '/api/register', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'body' });
    }
  });

  it('answers an oversized body with 413', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/register', { json: { firstName: 'x'.repeat(100_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('security headers', () => {
  it('are on every answer: API, errors, tRPC and unknown paths', async () => {
    const t = buildTestApp();
    const answers = [
      await t.call('GET', '/api/games'),
      await t.call('GET', '/api/user'),
      await t.call('GET', '/api/nowhere'),
      await t.call('GET', '/trpc/games.list'),
      await t.call('POST', '/api/login', { origin: 'https://evil.example' }),
      await t.call('GET', '/some/client/route'),
    ];
    for (const [index, res] of answers.entries()) {
      const csp = res.headers.get('content-security-policy') ?? '';
      // The API's answers load nothing; a page gets the pages' policy.
      const page = index === answers.length - 1;
      expect(csp).toContain("frame-ancestors 'none'");
      if (!page) expect(csp).toBe(API_CSP);
      else {
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("img-src 'self' data:");
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toContain("form-action 'self'");
      }
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('mark API answers no-store, except the shared public reads, revalidated by their ETag', async () => {
    const t = buildTestApp();
    for (const path of ['/api/user', '/trpc/games.list', '/api/nowhere', '/api/games/999999']) {
      expect((await t.call('GET', path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const lobby = await t.call('GET', '/api/games');
    expect(lobby.headers.get('cache-control')).toBe('public, no-cache');
    expect(lobby.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const t = buildTestApp();
    const res = await t.call('GET', '/api/nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('an unexpected failure', () => {
  it('is logged with its request id and answered 500 without details, on REST and tRPC', async () => {
    const t = buildTestApp();
    vi.spyOn(t.useCases.listGames, 'execute').mockRejectedValue(new Error('connection to db:5432 refused'));

    const rest = await t.call('GET', '/api/games');
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });

    const trpc = await t.call('GET', '/trpc/games.list');
    expect(trpc.status).toBe(500);
    const text = await trpc.text();
    expect(text).not.toContain('5432');
    expect(JSON.parse(text).error).toMatchObject({
      message: 'Internal server error',
      data: { appCode: 'INTERNAL' },
    });
    const errors = t.logger.lines.filter((line) => line.level === 'error');
    expect(errors.map((line) => line.fields.requestId)).toEqual([
      rest.headers.get('x-request-id'),
      trpc.headers.get('x-request-id'),
    ]);
    expect(errors[0]?.fields.err).toMatchObject({ message: expect.stringContaining('5432') });
  });
});
