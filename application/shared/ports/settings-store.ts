import type { SettingKey, Settings } from '../../../domain/settings/settings';

/**
 * The operator's settings, stored so that every server process applies the same values. Only values
 * that differ from the defaults need to be stored; reading always gives a complete, valid set.
 */
export interface SettingsStore {
  getAll(): Promise<Settings>;
  get<K extends SettingKey>(key: K): Promise<Settings[K]>;
  /** Stores a value the domain has already validated (parseSetting, checkSettings). */
  set<K extends SettingKey>(key: K, value: Settings[K]): Promise<void>;
  /** Stores several validated values at once: a reader sees all of them or none ('Save All Settings'). */
  setMany(values: Partial<Settings>): Promise<void>;
  /** Every setting back to its default. */
  resetAll(): Promise<void>;
}
