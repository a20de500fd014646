import type { SettingsStore } from '../../../application/shared/ports/settings-store';
import { token } from '../shared/tokens';

export const SETTINGS_TOKENS = {
  /** The operator's settings, cached for a few seconds (read on hot paths). */
  settings: token<SettingsStore>('SettingsStore'),
} as const;
