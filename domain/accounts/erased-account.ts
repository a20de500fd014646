/**
 * What outlives a deleted account besides its anonymised ledger: a keyed hash of its e-mail and the
 * end of the break it was on. A new account with the same e-mail starts on that break, and takes no
 * free entry in a game where an account with that e-mail already took one. The e-mail alone
 * identifies the person: a phone number is shared by a household.
 */

/** The address as the site compares it: trimmed, Unicode NFC, lower case (as registration stores it). */
export function normalisedEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** The break a new account carries over: the latest end among its erased accounts, if still ahead. */
export function carriedBreak(excludedUntil: Date | null, now: Date): Date | null {
  return excludedUntil && excludedUntil.getTime() > now.getTime() ? excludedUntil : null;
}
