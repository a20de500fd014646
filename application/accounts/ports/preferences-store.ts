import type { StoredPreferences } from '../../../domain/accounts/preferences';

/** Each player's saved preferences record: one per account, replaced whole on each save. */
export interface PreferencesStore {
  /** Null when the player never saved any. */
  find(userId: number): Promise<StoredPreferences | null>;
  /** Creates or replaces the player's record; rejects for an unknown account. */
  save(userId: number, preferences: StoredPreferences, at: Date): Promise<void>;
  /** Drops the player's record (account erasure); nothing happens when there is none. */
  removeForAccount(userId: number): Promise<void>;
}
