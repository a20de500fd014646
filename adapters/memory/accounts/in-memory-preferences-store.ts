import type { PreferencesStore } from '../../../application/accounts/ports/preferences-store';
import { type StoredPreferences, storedPart } from '../../../domain/accounts/preferences';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryPreferencesStore implements PreferencesStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async find(userId: number): Promise<StoredPreferences | null> {
    const saved = this.store.preferences.get(userId);
    return saved ? { ...saved } : null;
  }

  async save(userId: number, preferences: StoredPreferences, _at: Date): Promise<void> {
    if (!this.store.users.has(userId)) throw new Error(`Unknown user ${userId}`);
    setEntry(this.store.preferences, userId, storedPart(preferences), this.changes);
  }

  async removeForAccount(userId: number): Promise<void> {
    deleteEntry(this.store.preferences, userId, this.changes);
  }
}
