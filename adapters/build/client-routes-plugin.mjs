// Plain JavaScript, like the rest of the build steps: Vite loads it as it is.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The build's list of the client's routes, beside index.html; the server reads it, never serves it. */
const CLIENT_ROUTES_FILE = 'client-routes.json';

/**
 * The full paths of the route tree TanStack Router generates (`FileRoutesByFullPath` in
 * web/routeTree.gen.ts), e.g. '/game/$id', without a trailing slash ('/fairness/' is '/fairness'), sorted.
 */
export function routesOfTree(source) {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source);
  if (!block)
    throw new Error('The route tree has no FileRoutesByFullPath: is it a TanStack Router route tree?');
  const paths = [...block[1].matchAll(/^\s*['"]([^'"]+)['"]\s*:/gm)].map(([, path]) =>
    path === '/' ? path : path.replace(/\/+$/, ''),
  );
  if (paths.length === 0) throw new Error('The route tree lists no route');
  return [...new Set(paths)].sort();
}

/** Writes `client-routes.json` (`{ "routes": [...] }`) into `outDir` from the route tree file. */
export async function writeClientRoutes(routeTreeFile, outDir) {
  const routes = routesOfTree(await readFile(routeTreeFile, 'utf8'));
  await writeFile(join(outDir, CLIENT_ROUTES_FILE), `${JSON.stringify({ routes }, null, 2)}\n`);
  return routes;
}

/**
 * Vite plugin: once the bundle is written, the client's routes as the route tree has them (the router
 * plugin regenerates the tree when the build starts), so the server answers 200 at a route's path and
 * 404 elsewhere without importing the client (adapters/http/client-files.ts).
 */
/** @returns {import('vite').Plugin} */
export function clientRoutes(routeTreeFile) {
  let outDir = '';
  return {
    name: 'prize-wheel:client-routes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await writeClientRoutes(routeTreeFile, outDir);
    },
  };
}
