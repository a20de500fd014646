import type {
  AdminTwoFactorStore,
  TwoFactorState,
} from '../../../application/admin/ports/admin-two-factor-store';

interface Entry {
  secret: Uint8Array | null;
  pendingSecret: Uint8Array | null;
  lastStep: number | null;
  recoveryCodes: Map<string, boolean>;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Each call runs without awaiting, so it is atomic like the single statements of the SQL adapter. */
export class InMemoryAdminTwoFactorStore implements AdminTwoFactorStore {
  private readonly entries = new Map<number, Entry>();

  private entry(adminId: number): Entry {
    let entry = this.entries.get(adminId);
    if (!entry) {
      entry = { secret: null, pendingSecret: null, lastStep: null, recoveryCodes: new Map() };
      this.entries.set(adminId, entry);
    }
    return entry;
  }

  async state(adminId: number): Promise<TwoFactorState> {
    const { secret, pendingSecret, lastStep, recoveryCodes } = this.entry(adminId);
    const recoveryCodesLeft = [...recoveryCodes.values()].filter((used) => !used).length;
    return { secret, pendingSecret, lastStep, recoveryCodesLeft };
  }

  async startEnrolment(adminId: number, secret: Uint8Array): Promise<void> {
    this.entry(adminId).pendingSecret = new Uint8Array(secret);
  }

  async confirmEnrolment(
    adminId: number,
    pending: Uint8Array,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const entry = this.entry(adminId);
    if (!entry.pendingSecret || !sameBytes(entry.pendingSecret, pending)) return false;
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
}
