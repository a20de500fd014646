import type { CodeChecks } from '../../../domain/admin-security/code-lock';

/** An administrator's second factor: the active secret, one awaiting confirmation, the last step used. */
export interface TwoFactorState {
  /** The confirmed secret, sealed (TwoFactorCrypto.sealSecret): sign-in asks for its code while the setting is on. */
  secret: string | null;
  /** A secret shown as a QR code and not confirmed by a code yet, sealed. */
  pendingSecret: string | null;
  /** The time step of the last code accepted: no code of that step or an earlier one is accepted again. */
  lastStep: number | null;
  recoveryCodesLeft: number;
}

/** The code step's counter (domain/admin-security/code-lock.ts) and its revision, for compare-and-set. */
export interface StoredCodeChecks {
  checks: CodeChecks;
  revision: number;
}

/** What was kept in clear before secrets were sealed and recovery hashes keyed. */
export interface ClearTwoFactor {
  adminId: number;
  secret: Uint8Array | null;
  pendingSecret: Uint8Array | null;
  /** Bare SHA-256 hashes (hex) of recovery codes. */
  recoveryHashes: string[];
}

/** The sealed forms of one `ClearTwoFactor`: each replaces its clear value. */
export interface SealedTwoFactor {
  secret: string | null;
  pendingSecret: string | null;
  /** Each bare hash with its keyed hash. */
  recoveryHashes: { bare: string; keyed: string }[];
}

/**
 * Each administrator's TOTP enrolment and recovery codes (sealed secrets, keyed hashes: the store
 * never sees a secret or a code in clear). Every method is one atomic step, so two sign-ins racing
 * with one code, or with one recovery code, let only one in.
 */
export interface AdminTwoFactorStore {
  state(adminId: number): Promise<TwoFactorState>;
  /** Keeps `sealedSecret` as the pending one (replacing any earlier pending secret); the active one stays. */
  startEnrolment(adminId: number, sealedSecret: string): Promise<void>;
  /**
   * Makes the pending secret active if it is still `sealedPending`, records `step` as used and
   * replaces the recovery codes by `recoveryCodeHashes`. False when that secret is no longer pending.
   */
  confirmEnrolment(
    adminId: number,
    sealedPending: string,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean>;
  /** Records `step` as the last one used if it is later than the last; false when it is not (a reused code). */
  acceptStep(adminId: number, step: number): Promise<boolean>;
  /** Uses the recovery code with this keyed hash; false when there is none unused. */
  redeemRecoveryCode(adminId: number, codeHash: string): Promise<boolean>;
  /** The code step's counter of an enrolled administrator (none counted yet: revision 0). */
  codeChecks(adminId: number): Promise<StoredCodeChecks>;
  /** Saves `next` if the counter is still at `revision`; false when another check saved first. */
  saveCodeChecks(adminId: number, revision: number, next: CodeChecks): Promise<boolean>;
  /** Every administrator with something kept in clear (written before secrets were sealed). */
  clearRows(): Promise<ClearTwoFactor[]>;
  /** Replaces each clear value of `found` by its sealed form, unless it changed meanwhile. */
  sealClearRow(found: ClearTwoFactor, sealed: SealedTwoFactor): Promise<void>;
}
