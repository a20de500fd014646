/** An administrator's second factor: the active secret, one awaiting confirmation, the last step used. */
export interface TwoFactorState {
  /** The confirmed secret: sign-in asks for its code while the two-factor setting is on. */
  secret: Uint8Array | null;
  /** A secret shown as a QR code and not confirmed by a code yet. */
  pendingSecret: Uint8Array | null;
  /** The time step of the last code accepted: no code of that step or an earlier one is accepted again. */
  lastStep: number | null;
  recoveryCodesLeft: number;
}

/**
 * Each administrator's TOTP enrolment and recovery codes (hashes only). Every method is one atomic
 * step, so two sign-ins racing with one code, or with one recovery code, let only one in.
 */
export interface AdminTwoFactorStore {
  state(adminId: number): Promise<TwoFactorState>;
  /** Keeps `secret` as the pending one (replacing any earlier pending secret); the active one stays. */
  startEnrolment(adminId: number, secret: Uint8Array): Promise<void>;
  /**
   * Makes the pending secret active if it is still `pending`, records `step` as used and replaces
   * the recovery codes by `recoveryCodeHashes`. False when that secret is no longer pending.
   */
  confirmEnrolment(
    adminId: number,
    pending: Uint8Array,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean>;
  /** Records `step` as the last one used if it is later than the last; false when it is not (a reused code). */
  acceptStep(adminId: number, step: number): Promise<boolean>;
  /** Uses the recovery code with this hash; false when there is none unused. */
  redeemRecoveryCode(adminId: number, codeHash: string): Promise<boolean>;
}
