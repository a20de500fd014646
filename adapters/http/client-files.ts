import type { Context, Hono } from 'hono';
import { isClientRoute } from '../../web/lib/client-routes';
import { pickEncoding } from './accept-encoding';
import type { HttpEnv } from './env';
import { loadStaticFiles, type StaticFile } from './static-files';

const isApiPath = (path: string) => /^\/(api|trpc)(\/|$)/.test(path);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match names this file (in any of its encodings: they decode to the same bytes). */
function matchedTag(header: string | undefined, file: StaticFile): string | null {
  if (!header) return null;
  const ours = [file.tag, ...[...file.codings].map((coding) => `${file.tag}-${coding}`)];
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return `"${file.tag}"`;
    if (ours.some((mine) => tag === `"${mine}"`)) return tag;
  }
  return null;
}

/** The file in the encoding the client prefers, or 304 when its copy is current. HEAD: Hono drops the body. */
function send(c: Context<HttpEnv>, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({ 'Cache-Control': file.immutable ? IMMUTABLE : 'no-cache' });
  if (file.codings.size > 0) headers.set('Vary', 'Accept-Encoding');
  const current = status === 200 ? matchedTag(c.req.header('If-None-Match'), file) : null;
  if (current) {
    headers.set('ETag', current);
    return new Response(null, { status: 304, headers });
  }
  const coding = pickEncoding(c.req.header('Accept-Encoding'), file.codings);
  const body = coding ? (file.bodies[coding] ?? file.bodies.identity) : file.bodies.identity;
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.length));
  headers.set('ETag', `"${file.tag}${coding ? `-${coding}` : ''}"`);
  return new Response(new Uint8Array(body), { status, headers });
}

/**
 * The built client: its files as the build wrote them (precompressed by adapters/build/precompress-plugin.mjs),
 * and index.html for every other GET outside /api and /trpc, so client routes load the app. A path
 * outside the client's route table (web/lib/client-routes.ts) answers 404 with the same page, where the
 * client shows 'Page Not Found'.
 */
export function serveClient(app: Hono<HttpEnv>, clientDir: string): void {
  let files: Promise<ReadonlyMap<string, StaticFile>> | null = null;
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    files ??= loadStaticFiles(clientDir);
    const table = await files.catch(() => null);
    const index = table?.get('/index.html');
    if (!table || !index) {
      files = null;
      return c.text('The web client is not built: run `npm run build`.', 503);
    }
    const file = table.get(c.req.path);
    if (file) return send(c, file, 200);
    return send(c, index, isClientRoute(c.req.path) ? 200 : 404);
  });
}
