/** The client's freshness check, shared by `npm start`, the test set-up and the bench. */
export { ensureClientBuilt } from './fresh-builds.mjs';
