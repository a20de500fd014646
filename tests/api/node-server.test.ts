import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../adapters/http/routers/app';
import { useRealServer } from './support/real-server';
import { PUBLIC_URL, registrationForm1 } from './support/test-app';

/** The same app behind a real listening @hono/node-server, driven with fetch from a page on PUBLIC_URL. */
describe('through a real HTTP server', () => {
  const server = useRealServer();

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('registers, logs in, takes a free spin and logs out with the cookie', async () => {
    const game = await server.t.addGame();
    const payload = registrationForm1();
    expect((await post('/api/register', payload)).status).toBe(201);
    const login = await post('/api/login', { email: payload.email, password: payload.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^pw_session=/);

    const me = await fetch(`${server.base}/api/user`, { headers: { cookie } });
    expect((await me.json()).email).toBe(payload.email);

    const spin = await post('/api/free-spin', { gameId: game.id }, { cookie });
    expect(spin.status).toBe(200);
    expect(await spin.json()).toMatchObject({ gameId: game.id, isFreePlay: true, amount: 0 });

    const out = await post('/api/logout', undefined, { cookie, 'content-length': '0' });
    expect(out.status).toBe(200);
    expect((await fetch(`${server.base}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a cross-site POST and a form-encoded one', async () => {
    const evil = await post(
      '/api/login',
      { email: 'a@gmail.com', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    const form = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40gmail.com&password=x',
    });
    expect(form.status).toBe(415);
  });

  it('answers malformed JSON and a chunked garbage body without a 500', async () => {
    const res = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(res.status).toBe(400);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"gameId": [1,'));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(400);
  });

  it('serves the real tRPC client with batching, cookies and error data', async () => {
    const game = await server.t.addGame();
    let cookie = '';
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${server.base}/trpc`,
          fetch: async (input, init) => {
            const headers = new Headers(init?.headers);
            headers.set('origin', PUBLIC_URL);
            if (cookie) headers.set('cookie', cookie);
            const res = await fetch(input, { ...init, headers });
            const set = res.headers.getSetCookie()[0];
            if (set) cookie = set.split(';')[0] ?? '';
            return res;
          },
        }),
      ],
    });
    const payload = registrationForm1();
    await client.auth.register.mutate(payload);
    const { user } = await client.auth.login.mutate({
      email: String(payload.email),
      password: String(payload.password),
    });
    expect(cookie).toMatch(/^pw_session=/);
    const [me, list, one] = await Promise.all([
      client.auth.me.query(),
      client.games.list.query(),
      client.games.byId.query({ id: game.id }),
    ]);
    expect(me?.id).toBe(user.id);
    expect(list.map((g) => g.id)).toContain(game.id);
    expect(one.id).toBe(game.id);
    expect((await client.spins.free.mutate({ gameId: game.id })).isFreePlay).toBe(true);

    const failure = await client.spins.free.mutate({ gameId: game.id }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).data).toMatchObject({
      appCode: 'FREE_PLAY_EXHAUSTED',
      description: 'Free play already used for this game',
      httpStatus: 409,
    });
    await client.auth.logout.mutate();
    expect(await client.auth.me.query()).toBeNull();
  });
});
