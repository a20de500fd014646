import { describe, expect, it } from 'vitest';
import { useRealServer } from './support/real-server';
import { PUBLIC_URL, registrationForm1 } from './support/test-app';

/** A body sent chunked (no Content-Length), in pieces of `size` bytes. */
function chunkedBody(text: string, size = 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + size));
      at += size;
    },
  });
}

/**
 * The body is read once before the routes (adapters/http/middleware/request-body.ts): straight from
 * the socket when its length is declared, counted as it arrives when chunked. Over a real
 * @hono/node-server, where the direct read happens.
 */
describe('request bodies through a real HTTP server', () => {
  const server = useRealServer();

  const post = (path: string, body: string | ReadableStream<Uint8Array>) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);

  const accounts = async (email: string) =>
    (await server.t.persistence.repositories.users.findByEmail(email)) === null ? 0 : 1;

  it('refuses a body over the limit with 413, declared or chunked, and registers no one', async () => {
    for (const send of [(text: string) => text, (text: string) => chunkedBody(text)]) {
      const form = registrationForm1();
      const text = JSON.stringify({ ...form, lastName: 'x'.repeat(70_000) });
      const res = await post('/api/register', send(text));
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await accounts(String(form.email))).toBe(0);
    }
  });

  it('reads a chunked body for REST and for tRPC alike', async () => {
    const form = registrationForm1();
    expect((await post('/api/register', chunkedBody(JSON.stringify(form), 16))).status).toBe(201);
    expect(await accounts(String(form.email))).toBe(1);
    const credentials = JSON.stringify({ email: form.email, password: form.password });
    expect((await post('/api/login', chunkedBody(credentials, 16))).status).toBe(200);
    const trpc = await post('/trpc/auth.login', chunkedBody(credentials, 16));
    expect(trpc.status).toBe(200);
    expect(trpc.headers.getSetCookie()[0]).toMatch(/^pw_session=/);
  });

  it('hands the one read to the NUL check and the route, REST and tRPC', async () => {
    const form = registrationForm1();
    const text = JSON.stringify({ email: form.email, password: 'a\u0000b' });
    for (const path of ['/api/login', '/trpc/auth.login']) {
      const res = await post(path, text);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('password');
    }
    const registered = await post('/trpc/auth.register', JSON.stringify(form));
    expect(registered.status).toBe(200);
    expect(await accounts(String(form.email))).toBe(1);
  });
});
