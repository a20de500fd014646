import type {
  AdminTwoFactorStore,
  ClearTwoFactor,
  StoredCodeChecks,
  TwoFactorState,
} from '../../../application/admin/ports/admin-two-factor-store';
import { type CodeChecks, NO_CODE_CHECKS } from '../../../domain/admin-security/code-lock';

interface Entry {
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  recoveryCodes: Map<string, boolean>;
  codeChecks: StoredCodeChecks;
}

/**
 * Each call runs without awaiting, so it is atomic like the single statements of the SQL adapter.
 * Nothing here was ever kept in clear, so there is nothing to seal.
 */
export class InMemoryAdminTwoFactorStore implements AdminTwoFactorStore {
  private readonly entries = new Map<number, Entry>();

  private entry(adminId: number): Entry {
    let entry = this.entries.get(adminId);
    if (!entry) {
      entry = {
        secret: null,
        pendingSecret: null,
        lastStep: null,
        recoveryCodes: new Map(),
        codeChecks: { checks: NO_CODE_CHECKS, revision: 0 },
      };
      this.entries.set(adminId, entry);
    }
    return entry;
  }

  async state(adminId: number): Promise<TwoFactorState> {
    const { secret, pendingSecret, lastStep, recoveryCodes } = this.entry(adminId);
    const recoveryCodesLeft = [...recoveryCodes.values()].filter((used) => !used).length;
    return { secret, pendingSecret, lastStep, recoveryCodesLeft };
  }

  async startEnrolment(adminId: number, sealedSecret: string): Promise<void> {
    this.entry(adminId).pendingSecret = sealedSecret;
  }

  async confirmEnrolment(
    adminId: number,
    sealedPending: string,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const entry = this.entry(adminId);
    if (entry.pendingSecret === null || entry.pendingSecret !== sealedPending) return false;
    entry.secret = entry.pendingSecret;
    entry.pendingSecret = null;
    entry.lastStep = step;
    entry.recoveryCodes = new Map(recoveryCodeHashes.map((hash) => [hash, false]));
    return true;
  }

  async acceptStep(adminId: number, step: number): Promise<boolean> {
    const entry = this.entry(adminId);
    if (!entry.secret || (entry.lastStep !== null && entry.lastStep >= step)) return false;
    entry.lastStep = step;
    return true;
  }

  async redeemRecoveryCode(adminId: number, codeHash: string): Promise<boolean> {
    const codes = this.entry(adminId).recoveryCodes;
    if (codes.get(codeHash) !== false) return false;
    codes.set(codeHash, true);
    return true;
  }

  async codeChecks(adminId: number): Promise<StoredCodeChecks> {
    return this.entry(adminId).codeChecks;
  }

  async saveCodeChecks(adminId: number, revision: number, next: CodeChecks): Promise<boolean> {
    const entry = this.entry(adminId);
    if (entry.codeChecks.revision !== revision) return false;
    entry.codeChecks = { checks: { ...next }, revision: revision + 1 };
    return true;
  }

  async clearRows(): Promise<ClearTwoFactor[]> {
    return [];
  }

  async sealClearRow(): Promise<void> {}
}
