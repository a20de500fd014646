/**
 * The public entry of application/responsible-play/: what other features may use of it. Other features import
 * only from here (the dependency rule `feature-through-its-entry`).
 */
export { ensureNotExcluded } from './ensure-not-excluded';
export type { GetBreak } from './get-break';
export { IsExcluded } from './is-excluded';
export { limitsAndSpending } from './limits-and-spending';
export type { ResponsiblePlayStore } from './ports/responsible-play-store';
