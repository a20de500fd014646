import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImports = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);

/** The route's own chunk: `<name>-<8-character hash>.js` (the router plugin splits each route). */
export function routeChunkFile(clientDir: string, name: string): string | undefined {
  const pattern = new RegExp(`^${name}-[\\w-]{8}\\.js$`);
  return readdirSync(join(clientDir, 'assets')).find((file) => pattern.test(file));
}

/** The JavaScript files a first visit to a route downloads: entry, preloads, route chunk, their imports. */
export function initialJsFiles(clientDir: string, routeChunkPrefix: string): string[] {
  const assets = join(clientDir, 'assets');
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((m) => m[1] as string);
  const route =
    routeChunkFile(clientDir, routeChunkPrefix.replace(/-$/, '')) ??
    readdirSync(assets).find((f) => f.startsWith(routeChunkPrefix) && f.endsWith('.js'));
  if (route) roots.push(route);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(readFileSync(join(assets, file), 'utf8'))) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Gzipped bytes of the JavaScript a first visit to a route downloads: entry, preloads, route chunk. */
export function initialJsGzip(
  clientDir: string,
  routeChunkPrefix: string,
): { bytes: number; files: string[] } {
  const files = initialJsFiles(clientDir, routeChunkPrefix);
  const assets = join(clientDir, 'assets');
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
  return { bytes, files };
}
