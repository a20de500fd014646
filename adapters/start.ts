import { resolve } from 'node:path';
import { ensureClientBuilt } from './client-build';

/** `npm start`: build the client when needed, then serve the site. */
ensureClientBuilt(resolve(import.meta.dirname, '..'));
await import('./main');
