/** A password reset link's token, by its SHA-256 (the token itself is only ever in the e-mail). */
export interface PasswordResetToken {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Password reset tokens: single use, each consumed at most once even by parallel requests, and every
 * one of a player voided when their password changes.
 */
export interface PasswordResetTokens {
  create(token: PasswordResetToken): Promise<void>;
  /**
   * Marks the token used and answers its player, atomically: null when it is unknown, used or
   * expired at `now`. Run in a unit of work: it first locks the player, so parallel uses of any of a
   * player's links take turns, and a link voided by the transaction before is no longer usable.
   */
  consume(tokenHash: string, now: Date): Promise<number | null>;
  /** Voids every unused link of the player (their password just changed). */
  voidAllForUser(userId: number, now: Date): Promise<void>;
  /** True while the token is unused and unexpired at `now` (the reset page's first look). */
  isUsable(tokenHash: string, now: Date): Promise<boolean>;
}
