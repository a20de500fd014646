/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 6 digits, 30-second
 * steps, and a code of the step before or after the current one still accepted (clocks drift).
 * The HMAC itself is computed by an adapter; the rules of steps, truncation and format live here.
 */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
const TOTP_WINDOW = 1;
/** Secrets are 160 bits, the length of an HMAC-SHA-1 key that RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;
const TOTP_ISSUER = 'Prize Wheel';

/** The time step an instant falls in (RFC 6238's T, with T0 = 0). */
export const timeStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The steps whose codes are accepted at `at`, the current one first. */
export function acceptedSteps(at: Date): number[] {
  const current = timeStep(at);
  const steps = [current];
  for (let d = 1; d <= TOTP_WINDOW; d++) steps.push(current - d, current + d);
  return steps;
}

/** The 8-byte big-endian counter that HOTP signs. */
export function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226 section 5.3: dynamic truncation of an HMAC-SHA-1 digest to a zero-padded 6-digit code. */
export function truncate(digest: Uint8Array): string {
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary =
    (((digest[offset] ?? 0) & 0x7f) << 24) |
    ((digest[offset + 1] ?? 0) << 16) |
    ((digest[offset + 2] ?? 0) << 8) |
    (digest[offset + 3] ?? 0);
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** A code as typed: spaces ignored. Null when it is not 6 digits. */
export function totpCodeOf(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function otpauthUri(secret: Uint8Array, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const query = new URLSearchParams({
    secret: base32(secret),
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
