import type { SettingsStore } from '../../application/shared/ports/settings-store';
import type { SettingKey, Settings } from '../../domain/settings/settings';

/** How long another process's change may take to reach this one. */
const SETTINGS_CACHE_MS = 5_000;

/**
 * Settings are read on hot paths (every spin checks maintenance mode, every sign-in its limit), so
 * they are read from the store at most once per SETTINGS_CACHE_MS. Changes made through this
 * object apply at once; changes made by another server process within SETTINGS_CACHE_MS.
 */
export class CachedSettingsStore implements SettingsStore {
  private cached: { settings: Promise<Settings>; until: number } | null = null;

  constructor(
    private readonly store: SettingsStore,
    private readonly ttlMs = SETTINGS_CACHE_MS,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  getAll(): Promise<Settings> {
    const now = this.nowMs();
    if (this.cached && now < this.cached.until) return this.cached.settings.then(copy);
    const settings = this.store.getAll();
    this.cached = { settings, until: now + this.ttlMs };
    // A failed read is not remembered.
    settings.catch(() => {
      if (this.cached?.settings === settings) this.cached = null;
    });
    return settings.then(copy);
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.getAll())[key];
  }

  async set<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
    this.cached = null;
    await this.store.set(key, value);
    this.cached = null;
  }

  async setMany(values: Partial<Settings>): Promise<void> {
    this.cached = null;
    await this.store.setMany(values);
    this.cached = null;
  }

  async resetAll(): Promise<void> {
    this.cached = null;
    await this.store.resetAll();
    this.cached = null;
  }
}

/** Callers get their own arrays, so nobody edits the cached ones. */
function copy(settings: Settings): Settings {
  return {
    ...settings,
    allowedEmailDomains: [...settings.allowedEmailDomains],
    ipWhitelist: [...settings.ipWhitelist],
  };
}
