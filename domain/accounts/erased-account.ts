/**
 * What outlives a deleted account besides its anonymised ledger: a keyed hash of its e-mail's
 * canonical form (canonical-email.ts) and the end of the break it was on. A new account for the same
 * mailbox starts on that break, and takes no free entry in a game where an account of that mailbox
 * already took one. The e-mail alone identifies the person: a phone number is shared by a household.
 */

/**
 * The address trimmed, Unicode NFC, lower case: as registration stores it, and the spelling accounts
 * deleted before the canonical form was compared were remembered under (canonical-email.ts).
 */
export function normalisedEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** The break a new account carries over: the latest end among its erased accounts, if still ahead. */
export function carriedBreak(excludedUntil: Date | null, now: Date): Date | null {
  return excludedUntil && excludedUntil.getTime() > now.getTime() ? excludedUntil : null;
}
