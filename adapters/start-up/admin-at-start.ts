import { randomBytes } from 'node:crypto';
import type { EnsureAdministrator } from '../../application/admin/ensure-administrator';
import { DEMO_ADMIN_EMAIL } from '../../domain/admin/administrator';
import type { AdminCredentials, AppConfig } from '../config/app-config';

/**
 * The administrator at start: ADMIN_EMAIL/ADMIN_PASSWORD are created or updated; without them, in
 * demo mode, the demo administrator gets a new random password at every start, answered here so
 * `npm start` can print it (it is stored only as its argon2id hash). Otherwise nothing changes.
 */
export async function ensureAdminAtStart(
  config: Pick<AppConfig, 'admin' | 'demoData'>,
  ensure: EnsureAdministrator,
): Promise<{ demo: AdminCredentials | null }> {
  if (config.admin) {
    await ensure.execute(config.admin);
    return { demo: null };
  }
  if (!config.demoData) return { demo: null };
  const demo = { email: DEMO_ADMIN_EMAIL, password: randomBytes(12).toString('base64url') };
  await ensure.execute(demo);
  return { demo };
}
