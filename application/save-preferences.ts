import type { Preferences } from '../domain/preferences';
import type { Clock } from './ports/clock';
import type { PreferencesStore } from './ports/preferences-store';

/** Replaces the player's preferences with the given set; the last save wins. */
export class SavePreferences {
  constructor(
    private readonly preferences: PreferencesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: number; preferences: Preferences }): Promise<Preferences> {
    await this.preferences.save(input.userId, input.preferences, this.clock.now());
    return input.preferences;
  }
}
