import { inject, injectable } from 'inversify';
import type { Settings } from '../../domain/settings/settings';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';

/** 'Reset to Defaults': every setting back to its default; answers them all. */
@injectable()
export class ResetSettings {
  constructor(@inject(SETTINGS) private readonly settings: SettingsStore) {}

  async execute(): Promise<Settings> {
    await this.settings.resetAll();
    return this.settings.getAll();
  }
}
