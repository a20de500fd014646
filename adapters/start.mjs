// `npm start`: plain JavaScript, so nothing is compiled at run time.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClientBuilt, ensureServerBuilt } from './build/fresh-builds.mjs';

/** Builds the client and compiles the server when they are missing or out of date, then serves the site. */
const root = resolve(import.meta.dirname, '..');
await ensureClientBuilt(root);
const main = ensureServerBuilt(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
