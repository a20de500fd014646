import { DEFAULT_PREFERENCES, type Preferences } from '../domain/preferences';
import type { PreferencesStore } from './ports/preferences-store';

/** The player's saved preferences, or the defaults when none were saved. */
export class GetPreferences {
  constructor(private readonly preferences: PreferencesStore) {}

  async execute(userId: number): Promise<Preferences> {
    return (await this.preferences.find(userId)) ?? DEFAULT_PREFERENCES;
  }
}
