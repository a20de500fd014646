import type { SettingsStore } from '../../../application/shared/ports/settings-store';
import { type SettingKey, type Settings, settingsFrom } from '../../../domain/settings/settings';
import type { Queryable } from '../queryable';

/** Settings as JSON values keyed by name; keys nobody changed are absent and read as defaults. */
export class PostgresSettingsStore implements SettingsStore {
  constructor(private readonly sql: Queryable) {}

  async getAll(): Promise<Settings> {
    const rows = await this.sql<{ key: string; value: unknown }[]>`SELECT key, value FROM settings`;
    return settingsFrom(new Map(rows.map((row) => [row.key, row.value])));
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.getAll())[key];
  }

  async set<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
    const json = JSON.stringify(value);
    await this.sql`
      INSERT INTO settings (key, value, updated_at) VALUES (${key}, (${json}::text)::jsonb, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`;
  }

  /** One statement, so atomic: every key of the batch is written or none. */
  async setMany(values: Partial<Settings>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    const json = JSON.stringify(values);
    await this.sql`
      INSERT INTO settings (key, value, updated_at)
      SELECT key, value, now() FROM jsonb_each((${json}::text)::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`;
  }

  async resetAll(): Promise<void> {
    await this.sql`DELETE FROM settings`;
  }
}
