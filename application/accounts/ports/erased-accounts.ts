/** What is kept of one deleted account beside its anonymised row (domain/accounts/erased-account.ts). */
export interface ErasedAccount {
  /** The anonymised row's id: its claims stay in the ledger under it. */
  userId: number;
  /** The keyed hash of its e-mail (EmailKeys), never the e-mail itself. */
  emailKey: string;
  /** The end of the break it was on when deleted; null when none was in force. */
  excludedUntil: Date | null;
  erasedAt: Date;
}

/**
 * Deleted accounts by the keyed hash of their e-mail, so a player who deletes the account and
 * registers again for the same mailbox keeps their break and gets no second free entry in a game.
 */
export interface ErasedAccounts {
  remember(account: ErasedAccount): Promise<void>;
  /** The latest break end among the accounts erased under any of the keys; null when none had one. */
  latestBreakEnd(emailKeys: readonly string[]): Promise<Date | null>;
  /** Whether an account erased under any of the keys took the game's free entry (its claim kept in the ledger). */
  tookFreeEntry(emailKeys: readonly string[], gameId: number): Promise<boolean>;
}
