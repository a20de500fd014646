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

/**
 * Writes `client-routes.json` (`{ "routes": [...], "preloads": { route: [file, ...] } }`) into `outDir`
 * from the route tree file; `preloads(routes)` gives each route's files (routePreloads), none unless told.
 */
export async function writeClientRoutes(routeTreeFile, outDir, preloads = () => ({})) {
  const routes = routesOfTree(await readFile(routeTreeFile, 'utf8'));
  const list = { routes, preloads: preloads(routes) };
  await writeFile(join(outDir, CLIENT_ROUTES_FILE), `${JSON.stringify(list, null, 2)}\n`);
  return routes;
}

/** The route whose component a chunk is ('/game/$id' for `routes/game/$id.tsx?tsr-split=component`). */
function routeOfChunk(routesDir, facadeModuleId) {
  const prefix = `${routesDir}/`;
  if (!facadeModuleId?.startsWith(prefix) || !facadeModuleId.endsWith('.tsx?tsr-split=component'))
    return null;
  const file = facadeModuleId.slice(prefix.length, -'.tsx?tsr-split=component'.length);
  return `/${file}`.replace(/\/index$/, '') || '/';
}

/**
 * The JavaScript each route's page needs beyond what index.html already loads: the route's own chunk
 * (the router plugin splits each route's component apart) and every chunk it imports, as `/assets/...`.
 * The server names them in the page it sends for the route, so the browser fetches them beside the
 * entry instead of after running it.
 */
export function routePreloads(bundle, routesDir, routes) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const preloads = {};
  for (const chunk of chunks) {
    const route = routeOfChunk(routesDir, chunk.facadeModuleId);
    if (!route || !routes.includes(route)) continue;
    preloads[route] = [...closure([chunk.fileName])]
      .filter((file) => !loaded.has(file))
      .map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Vite plugin: once the bundle is written, the client's routes as the route tree has them (the router
 * plugin regenerates the tree when the build starts), so the server answers 200 at a route's path and
 * 404 elsewhere without importing the client (adapters/http/client-files.ts), and each route's chunks
 * (routePreloads).
 */
/** @returns {import('vite').Plugin} */
export function clientRoutes(routeTreeFile, routesDir) {
  let outDir = '';
  return {
    name: 'prize-wheel:client-routes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await writeClientRoutes(routeTreeFile, outDir, (routes) => routePreloads(bundle, routesDir, routes));
    },
  };
}
