/** A password reset link's token, by its SHA-256 (the token itself is only ever in the e-mail). */
export interface PasswordResetToken {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Password reset tokens: single use, each consumed at most once even by parallel requests. */
export interface PasswordResetTokens {
  create(token: PasswordResetToken): Promise<void>;
  /**
   * Marks the token used and answers its player, atomically: null when it is unknown, used or
   * expired at `now`, so of two parallel uses only one gets the player.
   */
  consume(tokenHash: string, now: Date): Promise<number | null>;
  /** True while the token is unused and unexpired at `now` (the reset page's first look). */
  isUsable(tokenHash: string, now: Date): Promise<boolean>;
}
