import type { SealTwoFactorAtRest } from '../../application/admin/seal-two-factor-at-rest';
import type { Logger } from '../../application/shared/ports/logger';

/**
 * The one-time data step of 050_admin_second_factor_holds.sql: the administrators' TOTP secrets kept in clear are sealed
 * with DATA_KEY's sub-key, which SQL never holds, so a migration file cannot do it. Every start runs
 * it before serving; once done it finds nothing.
 */
export async function sealTwoFactorAtStart(seal: SealTwoFactorAtRest, logger: Logger): Promise<void> {
  const sealed = await seal.execute();
  if (sealed > 0) logger.info({ administrators: sealed }, 'two-factor secrets kept in clear are now sealed');
}
