import type { Settings } from '../../domain/settings/settings';
import type { SettingsStore } from '../shared/ports/settings-store';

/** 'Reset to Defaults': every setting back to its default; answers them all. */
export class ResetSettings {
  constructor(private readonly settings: SettingsStore) {}

  async execute(): Promise<Settings> {
    await this.settings.resetAll();
    return this.settings.getAll();
  }
}
