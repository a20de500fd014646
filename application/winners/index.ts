/**
 * The public entry of application/winners/: what other features may use of it. Other features import
 * only from here (the dependency rule `feature-through-its-entry`).
 */
export type { PrizeClaims } from './ports/prize-claims';
