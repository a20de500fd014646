import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registrationForm1, type TestApp } from './support/test-app';

/** The same app behind a real listening @hono/node-server, driven with fetch. */
describe('through a real HTTP server', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    t = buildTestApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('registers, logs in, takes a free spin and logs out with the cookie', async () => {
    const game = await t.addGame();
    const payload = registrationForm1();
    expect((await post('/api/register', payload)).status).toBe(201);
    const login = await post('/api/login', { email: payload.email, password: payload.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^pw_session=/);

    const me = await fetch(`${base}/api/user`, { headers: { cookie } });
    expect((await me.json()).email).toBe(payload.email);

    const spin = await post('/api/free-spin', { gameId: game.id }, { cookie });
    expect(spin.status).toBe(200);
    expect(await spin.json()).toMatchObject({ gameId: game.id, isFreePlay: true, amount: 0 });

    const out = await post('/api/logout', undefined, { cookie, 'content-length': '0' });
    expect(out.status).toBe(200);
    expect((await fetch(`${base}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a cross-site POST and a form-encoded one', async () => {
    const evil = await post(
      '/api/login',
      { email: 'a@gmail.com', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    const form = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40gmail.com&password=x',
    });
    expect(form.status).toBe(415);
  });

  it('answers malformed JSON and a chunked garbage body without a 500', async () => {
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(res.status).toBe(400);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"gameId": [1,'));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(400);
  });
});
