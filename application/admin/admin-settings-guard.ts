import { inject, injectable } from 'inversify';
import { allowlistExcludesYou, twoFactorNotSetUp } from '../../domain/admin-security/admin-security.errors';
import { isAddressAllowed } from '../../domain/admin-security/ip-allowlist';
import type { Settings } from '../../domain/settings/settings';
import type { DomainError } from '../../domain/shared/errors';
import { port } from '../shared/tokens';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';

/**
 * Settings that could lock the acting administrator out are refused: two-factor sign-in turned on
 * before their own authenticator is confirmed, or an IP whitelist that leaves out their address.
 * It is the settings' SettingsGuard (application/settings/ports/settings-guard.ts), by its shape.
 */
@injectable()
export class AdminSettingsGuard {
  constructor(
    @inject(port('adminTwoFactor')) private readonly twoFactor: Pick<AdminTwoFactorStore, 'state'>,
  ) {}

  async check(
    changed: Partial<Settings>,
    next: Settings,
    actor: { adminId: number; ip: string | null },
  ): Promise<DomainError | null> {
    if (changed.twoFactorEnabled === true && (await this.twoFactor.state(actor.adminId)).secret === null)
      return twoFactorNotSetUp();
    if (changed.ipWhitelist !== undefined && !isAddressAllowed(actor.ip, next.ipWhitelist))
      return allowlistExcludesYou(actor.ip);
    return null;
  }
}
