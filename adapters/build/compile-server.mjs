// `npm run build`'s second step: compile the server into dist/server (see fresh-builds.mjs).
import { join, resolve } from 'node:path';
import { buildServer } from './fresh-builds.mjs';

const root = resolve(import.meta.dirname, '../..');
buildServer(root, join(root, 'dist/server'));
