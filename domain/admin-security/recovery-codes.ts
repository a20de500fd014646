/**
 * One-time recovery codes: the way in when the authenticator is lost. Each is shown once, when the
 * enrolment is confirmed; only its hash is kept, and it signs in once.
 */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a code: lower-case letters and digits without the look-alikes 0, 1, l, o. */
export const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 12;

/** 'abcd-efgh-jkmn' as shown; the hyphens are only for reading. */
export const formatRecoveryCode = (raw: string): string => raw.match(/.{1,4}/g)?.join('-') ?? raw;

/** A recovery code as typed (any case, hyphens and spaces ignored), or null when it cannot be one. */
export function recoveryCodeOf(text: string): string | null {
  const code = text.toLowerCase().replace(/[\s-]+/g, '');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}
