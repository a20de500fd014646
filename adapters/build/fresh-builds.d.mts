/** Builds the client into dist/client and its renderer into dist/prerender, at once, when out of date. */
export function ensureClientBuilt(root: string): Promise<void>;
/** Compiles the server into `<outDir>/main.js` with its migrations and database functions beside it; returns main.js's path. */
export function buildServer(root: string, outDir: string): string;
/** The compiled server (dist/server by default), built again when out of date; returns main.js's path. */
export function ensureServerBuilt(root: string, outDir?: string): string;
