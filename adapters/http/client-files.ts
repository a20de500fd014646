import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isClientRoute } from '../../web/lib/client-routes';
import type { HttpEnv } from './env';

const isApiPath = (path: string) => /^\/(api|trpc)(\/|$)/.test(path);

/**
 * The built client: its files as they are, and index.html for every other GET outside /api and
 * /trpc, so client routes load the app. A path outside the client's route table (web/lib/client-routes.ts)
 * answers 404 with the same page, where the client shows 'Page Not Found'.
 */
export function serveClient(app: Hono<HttpEnv>, clientDir: string): void {
  const files = serveStatic({ root: clientDir });
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : files(c, next)));
  let index: Promise<string> | null = null;
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    index ??= readFile(join(clientDir, 'index.html'), 'utf8');
    try {
      return c.html(await index, isClientRoute(c.req.path) ? 200 : 404);
    } catch {
      index = null;
      return c.text('The web client is not built: run `npm run build`.', 503);
    }
  });
}
