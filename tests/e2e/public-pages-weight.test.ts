import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../web/lib/client-routes';
import { initialJsGzip } from '../bench/bundle-size';
import { browserAvailable } from './support/browser';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const KB = 1024;

/** The route's own chunk: `terms-<8-character hash>.js` (the router plugin splits each route). */
function routeChunk(path: string): string {
  const name = new RegExp(`^${path.slice(1)}-[\\w-]{8}\\.js$`);
  const file = readdirSync(join(CLIENT, 'assets')).find((f) => name.test(f));
  if (!file) throw new Error(`no chunk of its own for ${path}`);
  return file;
}

// Reads the client the global set-up builds (it builds it when the browser journeys can run).
describe.runIf(browserAvailable())('the public pages are light enough to paint quickly on a phone', () => {
  it.each(PUBLIC_PATHS)(
    '%s: its own code is a small chunk, and a first visit loads at most 150 KB gzip',
    (path) => {
      const chunk = routeChunk(path);
      const own = gzipSync(readFileSync(join(CLIENT, 'assets', chunk))).length;
      expect(own, `${chunk} gzip bytes`).toBeLessThanOrEqual(4 * KB);
      const first = initialJsGzip(CLIENT, chunk.replace(/\.js$/, ''));
      expect(first.bytes, `initial JavaScript of ${path}: ${first.files.join(', ')}`).toBeLessThanOrEqual(
        150 * KB,
      );
    },
  );
});
