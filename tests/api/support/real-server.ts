import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';

/** The test app behind a real listening @hono/node-server, for a file's tests: its app and base URL. */
export function useRealServer(): { readonly t: TestApp; readonly base: string } {
  let t: TestApp | null = null;
  let server: ReturnType<typeof serve> | null = null;
  let base = '';
  beforeAll(async () => {
    const app = buildTestApp();
    t = app;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get t() {
      if (!t) throw new Error('the real server starts in beforeAll');
      return t;
    },
    get base() {
      return base;
    },
  };
}
