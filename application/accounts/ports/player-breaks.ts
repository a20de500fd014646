/**
 * The breaks (self-exclusions) an erased e-mail carries over: read when the account is deleted, and
 * extended when an account is registered with the same e-mail. Accounts owns this narrow view, so it
 * never reaches into responsible play; the responsible-play store satisfies it.
 */
export interface PlayerBreaks {
  find(userId: number): Promise<{ excludedUntil: Date | null } | null>;
  extendExclusion(userId: number, until: Date, at: Date): Promise<Date>;
}
