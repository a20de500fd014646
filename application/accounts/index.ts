/**
 * The public entry of application/accounts/: other features import only this module of it
 * (the dependency rule feature-through-its-entry), and only what it exports.
 */
export { DeleteAccount } from './delete-account';
export { ErasedIdentity } from './erased-identity';
export { GetPreferences } from './get-preferences';
export type { AccountErasureHook } from './ports/account-erasure-hook';
export type { ErasedAccounts } from './ports/erased-accounts';
export type { PreferencesStore } from './ports/preferences-store';
export type { SessionStore } from './ports/session-store';
export type { UserRepository } from './ports/user-repository';
