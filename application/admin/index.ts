/**
 * The public entry of application/admin/: what other features may use of it. Other features import
 * only from here (the dependency rule `feature-through-its-entry`).
 */
export type { AdminSettingsGuard, SettingsActor } from './admin-settings-guard';
export type { AdminRepository } from './ports/admin-repository';
