import type { Plugin } from 'vite';

/** The build's list of the client's routes, beside index.html; the server reads it, never serves it. */
export const CLIENT_ROUTES_FILE: string;
/** The full paths of a TanStack Router route tree's source, without a trailing slash, sorted. */
export function routesOfTree(source: string): string[];
/** Writes `client-routes.json` into `outDir` from the route tree file; returns the routes. */
export function writeClientRoutes(routeTreeFile: string, outDir: string): Promise<string[]>;
/** Vite plugin: writes the client's routes into the build's output directory. */
export function clientRoutes(routeTreeFile: string): Plugin;
