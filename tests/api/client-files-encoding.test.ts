import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFixture, IMAGE, PAGE, SCRIPT } from './support/client-fixture';
import { buildTestApp } from './support/test-app';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request through node:http, which (unlike fetch) shows the bytes as sent: encoded, unchanged. */
const raw = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built client over HTTP: precompressed, cached, revalidated', () => {
  let base: string;
  let server: ReturnType<typeof serve>;
  let remove: () => void;

  beforeAll(async () => {
    const fixture = await clientFixture();
    remove = fixture.remove;
    const t = buildTestApp({ clientDir: fixture.dir });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    remove();
  });

  it('sends brotli when accepted, else gzip, else the file as it is, with the length of what it sends', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip;q=1.0, br;q=0.5', encoding: 'gzip', decode: gunzipSync },
      { accept: 'gzip, br;q=0', encoding: 'gzip', decode: gunzipSync },
      { accept: '*', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'deflate', encoding: undefined, decode: (b: Buffer) => b },
      { accept: 'identity', encoding: undefined, decode: (b: Buffer) => b },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await raw(base, '/assets/index-D3oCuBvD.js', { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-type'], accept).toBe('text/javascript; charset=utf-8');
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      expect(decode(res.body).toString(), accept).toBe(SCRIPT);
      if (encoding) expect(res.body.length, accept).toBeLessThan(SCRIPT.length / 4);
    }
    const plain = await raw(base, '/assets/index-D3oCuBvD.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the page of every client route too, and sends images as they are', async () => {
    for (const path of ['/', '/games', '/index.html', '/no/such/page']) {
      const res = await raw(base, path, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(PAGE);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
    }
    const image = await raw(base, '/assets/prize-AbCd_-12.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body).toEqual(IMAGE);
  });

  it('caches hashed names for a year and revalidates the others', async () => {
    for (const path of [
      '/assets/index-D3oCuBvD.js',
      '/assets/index-Cpzt4s0b.css',
      '/assets/prize-AbCd_-12.png',
    ]) {
      expect((await raw(base, path)).headers['cache-control'], path).toBe(IMMUTABLE);
    }
    for (const path of ['/', '/games', '/index.html', '/favicon.svg', '/no/such/page']) {
      const res = await raw(base, path);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.etag, path).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers 304 without a body when the ETag is current, in any encoding', async () => {
    const first = await raw(base, '/games', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/-gzip"$/);
    for (const [path, accept] of [
      ['/games', 'gzip'],
      ['/', 'br'],
      ['/index.html', ''],
    ] as const) {
      const again = await raw(base, path, { 'if-none-match': tag, 'accept-encoding': accept });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(tag);
      expect(again.headers['cache-control'], path).toBe('no-cache');
    }
    const weak = await raw(base, '/', { 'if-none-match': `"other", W/${tag}` });
    expect(weak.status).toBe(304);
    const stale = await raw(base, '/games', { 'if-none-match': '"not-the-page"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(PAGE);
    // A 404 page is never 'not modified'.
    expect((await raw(base, '/no/such/page', { 'if-none-match': tag })).status).toBe(404);
  });

  it('HEAD answers the headers of GET without the body', async () => {
    for (const path of ['/assets/index-D3oCuBvD.js', '/games']) {
      const get = await raw(base, path, { 'accept-encoding': 'br' });
      const head = await raw(base, path, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      for (const name of [
        'content-length',
        'content-type',
        'content-encoding',
        'etag',
        'cache-control',
        'vary',
      ])
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
    }
  });

  it('leaves /api and /trpc answers alone: never compressed or cached by these rules', async () => {
    // The shared game reads revalidate by their ETag (adapters/http/shared-answer.ts); the rest is no-store.
    const policies = {
      '/api/health': 'no-store',
      '/api/games': 'public, no-cache',
      '/trpc/games.list': 'no-store',
    };
    for (const [path, policy] of Object.entries(policies)) {
      const res = await raw(base, path, { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers['content-type'], path).toContain('application/json');
      expect(res.headers['cache-control'], path).toBe(policy);
    }
  });

  it('never reaches outside the client directory', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/../../package.json',
    ]) {
      const res = await raw(base, path);
      expect(res.body.toString(), path).not.toContain('"name"');
      expect([200, 404], path).toContain(res.status);
    }
  });
});
