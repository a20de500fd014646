/**
 * The public entry of application/responsible-play/: what other features may use of it, and the only module
 * of it they import (the dependency rule feature-through-its-entry).
 */
export { ensureNotExcluded } from './ensure-not-excluded';
export { limitsAndSpending } from './limits-and-spending';
export type { ResponsiblePlayStore } from './ports/responsible-play-store';
