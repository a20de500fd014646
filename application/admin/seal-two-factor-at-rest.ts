import { inject, injectable } from 'inversify';
import { port } from '../shared/tokens';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';
import type { TwoFactorCrypto } from './ports/two-factor-crypto';
import { TWO_FACTOR_CRYPTO } from './tokens';

/**
 * Seals what was kept in clear before secrets were sealed: each TOTP secret, active
 * or pending, sealed under DATA_KEY's sub-key, and each bare SHA-256 recovery hash rekeyed. Run at
 * start, before the server serves; two processes starting together seal each value once (each
 * change is conditional on the clear value still being there). Answers how many administrators.
 */
@injectable()
export class SealTwoFactorAtRest {
  constructor(
    @inject(port('adminTwoFactor'))
    private readonly store: Pick<AdminTwoFactorStore, 'clearRows' | 'sealClearRow'>,
    @inject(TWO_FACTOR_CRYPTO) private readonly crypto: TwoFactorCrypto,
  ) {}

  async execute(): Promise<number> {
    const rows = await this.store.clearRows();
    for (const row of rows) {
      const seal = (secret: Uint8Array | null) =>
        secret ? this.crypto.sealSecret(row.adminId, secret) : null;
      await this.store.sealClearRow(row, {
        secret: seal(row.secret),
        pendingSecret: seal(row.pendingSecret),
        recoveryHashes: row.recoveryHashes.map((bare) => ({
          bare,
          keyed: this.crypto.rekeyRecoveryHash(row.adminId, bare),
        })),
      });
    }
    return rows.length;
  }
}
