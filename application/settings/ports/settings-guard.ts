import type { Settings } from '../../../domain/settings/settings';
import type { DomainError } from '../../../domain/shared/errors';

/** The administrator changing settings, and the address the server sees them at. */
export interface SettingsActor {
  adminId: number;
  ip: string | null;
}

/**
 * Refuses a change of settings that would lock the acting administrator out (null: allowed). The
 * admin area's AdminSettingsGuard is it; settings owns the port, so it never reaches into admin.
 */
export interface SettingsGuard {
  check(changed: Partial<Settings>, next: Settings, actor: SettingsActor): Promise<DomainError | null>;
}
