import { token } from '../shared/tokens';
import type { SettingsGuard } from './ports/settings-guard';

/** Refuses a change that would lock the administrator out (admin's AdminSettingsGuard, bound by the wiring). */
export const SETTINGS_GUARD = token<SettingsGuard>('SettingsGuard');
