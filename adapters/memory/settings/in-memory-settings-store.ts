import type { SettingsStore } from '../../../application/shared/ports/settings-store';
import { type SettingKey, type Settings, settingsFrom } from '../../../domain/settings/settings';

/** Stored values are kept as JSON text, as the database keeps them, so no caller shares an array. */
export class InMemorySettingsStore implements SettingsStore {
  private readonly stored = new Map<string, string>();

  async getAll(): Promise<Settings> {
    return settingsFrom(new Map([...this.stored].map(([key, json]) => [key, JSON.parse(json)])));
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.getAll())[key];
  }

  async set<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
    this.stored.set(key, JSON.stringify(value));
  }

  async setMany(values: Partial<Settings>): Promise<void> {
    for (const [key, value] of Object.entries(values)) this.stored.set(key, JSON.stringify(value));
  }

  async resetAll(): Promise<void> {
    this.stored.clear();
  }
}
