import { normalisedEmail } from './erased-account';

/**
 * One mailbox, one account (docs/rules/accounts.md, One mailbox, one account). Several spellings reach
 * one mailbox: any case, a `+tag` after the name, and at Gmail dots anywhere in the name and the
 * `googlemail.com` domain. The canonical form is the one spelling of them all that registration,
 * sign-in, the password reset, the erased accounts' keyed hash and the allowed-domain rule compare;
 * the account keeps the address as typed (trimmed, lower case) to show and to mail.
 */

const GMAIL = 'gmail.com';
const GMAIL_ALIASES: ReadonlySet<string> = new Set([GMAIL, 'googlemail.com']);

/** A domain as the site compares it: lower case, `googlemail.com` read as `gmail.com`. */
export function canonicalEmailDomain(domain: string): string {
  const lower = domain.trim().normalize('NFC').toLowerCase().normalize('NFC');
  return GMAIL_ALIASES.has(lower) ? GMAIL : lower;
}

/**
 * The address's canonical form: trimmed, NFC, lower case; the name cut before its first `+` (a name
 * made only of a tag is kept whole); at Gmail, the dots of the name left out (a name of dots alone
 * kept). Idempotent: the canonical form of a canonical form is itself. Text without `@` is only
 * normalised.
 */
export function canonicalEmail(email: string): string {
  const address = normalisedEmail(email).normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = canonicalEmailDomain(address.slice(at + 1));
  let name = address.slice(0, at);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (domain === GMAIL) name = name.replaceAll('.', '') || name;
  return `${name}@${domain}`.normalize('NFC');
}

/** Whether two addresses reach one mailbox. */
export function sameMailbox(a: string, b: string): boolean {
  return canonicalEmail(a) === canonicalEmail(b);
}

/**
 * The spellings under which a deleted account with this address may have been remembered: its
 * canonical form, and (accounts deleted before the canonical form was compared) the address as it
 * was normalised then. Each matches only an account of the same mailbox.
 */
export function erasedAccountSpellings(email: string): string[] {
  const canonical = canonicalEmail(email);
  const normalised = normalisedEmail(email);
  return canonical === normalised ? [canonical] : [canonical, normalised];
}
