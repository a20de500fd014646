import type { Settings } from '../../domain/settings/settings';
import type { SettingsStore } from '../shared/ports/settings-store';

/** Every setting with its current value (defaults for those never changed). */
export class GetSettings {
  constructor(private readonly settings: SettingsStore) {}

  execute(): Promise<Settings> {
    return this.settings.getAll();
  }
}
