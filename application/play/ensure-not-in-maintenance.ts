import { underMaintenance } from '../../domain/settings/settings';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SettingsStore } from '../shared/ports/settings-store';

/**
 * Spins of every kind call this first: in maintenance mode players cannot spin (MAINTENANCE, 503)
 * while the rest of the site, the admin area included, keeps working.
 */
export async function ensureNotInMaintenance(
  settings: Pick<SettingsStore, 'get'>,
): Promise<Result<void, DomainError>> {
  return (await settings.get('maintenanceMode')) ? err(underMaintenance()) : ok(undefined);
}
