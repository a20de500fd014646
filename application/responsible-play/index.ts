/**
 * The public entry of application/responsible-play/: other features import only this module of it
 * (the dependency rule feature-through-its-entry), and only what it exports.
 */
export { ensureNotExcluded } from './ensure-not-excluded';
export { limitsAndSpending } from './limits-and-spending';
export type { ResponsiblePlayStore } from './ports/responsible-play-store';
