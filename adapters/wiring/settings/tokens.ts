import type { SettingsStore } from '../../../application/shared/ports/settings-store';
import { token } from '../shared/tokens';

export const SETTINGS_TOKENS = {
  settings: token<SettingsStore>('SettingsStore'),
} as const;
