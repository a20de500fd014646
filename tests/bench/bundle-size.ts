import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImports = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);

/** Gzipped bytes of the JavaScript a first visit to a route downloads: entry, preloads, route chunk. */
export function initialJsGzip(
  clientDir: string,
  routeChunkPrefix: string,
): { bytes: number; files: string[] } {
  const assets = join(clientDir, 'assets');
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((m) => m[1] as string);
  const route = readdirSync(assets).find((f) => f.startsWith(routeChunkPrefix) && f.endsWith('.js'));
  if (route) roots.push(route);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(readFileSync(join(assets, file), 'utf8'))) visit(next);
  };
  roots.forEach(visit);
  const bytes = [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
  return { bytes, files: [...seen] };
}
