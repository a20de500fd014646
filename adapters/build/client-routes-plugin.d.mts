import type { Plugin } from 'vite';

/** The build's list of the client's routes, beside index.html; the server reads it, never serves it. */
export const CLIENT_ROUTES_FILE: string;
/** The full paths of a TanStack Router route tree's source, without a trailing slash, sorted. */
export function routesOfTree(source: string): string[];
/** Each route's chunks beyond index.html's, as `/assets/...` paths, by route. */
export type RoutePreloads = Record<string, string[]>;
/** Writes `client-routes.json` into `outDir` from the route tree file; returns the routes. */
export function writeClientRoutes(
  routeTreeFile: string,
  outDir: string,
  preloads?: (routes: string[]) => RoutePreloads,
): Promise<string[]>;
/** Each route's component chunk and its imports, beyond what the entry loads, from Rollup's bundle. */
export function routePreloads(
  bundle: Record<string, { type: string }>,
  routesDir: string,
  routes: string[],
): RoutePreloads;
/** Vite plugin: writes the client's routes and their chunks into the build's output directory. */
export function clientRoutes(routeTreeFile: string, routesDir: string): Plugin;
