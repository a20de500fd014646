import { inject, injectable } from 'inversify';
import type { Settings } from '../../domain/settings/settings';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';

/** Every setting with its current value (defaults for those never changed). */
@injectable()
export class GetSettings {
  constructor(@inject(SETTINGS) private readonly settings: SettingsStore) {}

  execute(): Promise<Settings> {
    return this.settings.getAll();
  }
}
