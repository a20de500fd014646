import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { HttpEnv } from './env';

const isApiPath = (path: string) => /^\/(api|trpc)(\/|$)/.test(path);

/**
 * The built client: its files as they are, and index.html for every other GET outside /api and
 * /trpc, so client routes (unknown ones included: the client shows 'Page Not Found') load the app.
 */
export function serveClient(app: Hono<HttpEnv>, clientDir: string): void {
  const files = serveStatic({ root: clientDir });
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : files(c, next)));
  let index: Promise<string> | null = null;
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    index ??= readFile(join(clientDir, 'index.html'), 'utf8');
    try {
      return c.html(await index);
    } catch {
      index = null;
      return c.text('The web client is not built: run `npm run build`.', 503);
    }
  });
}
