import { NodeTwoFactorCrypto } from '../../../adapters/security/node-two-factor-crypto';
import { timeStep } from '../../../domain/admin-security/totp';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type Answer, send } from '../access/send';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** What an authenticator app does with the secret it was given: base32 back to bytes. */
function fromBase32(text: string): Uint8Array {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(bytes);
}

const crypto = new NodeTwoFactorCrypto(TEST_DATA_KEY);

/** The code an authenticator shows for the secret at `at`. */
export const codeAt = (secret: string, at: Date) => crypto.hotp(fromBase32(secret), timeStep(at));

/** POST /api/admin/login as the browser sends it, from `address` when the server trusts a proxy. */
export const adminLogin = (url: string, body: Record<string, unknown>, address?: string): Promise<Answer> =>
  send(url, {
    method: 'POST',
    path: '/api/admin/login',
    json: body,
    headers: address ? { 'x-forwarded-for': address } : {},
  });

/** Enrols the signed-in administrator: the secret shown, confirmed by its first code; answers the recovery codes. */
export async function enrol(url: string, cookie: string, at: Date) {
  const started = await send(url, { method: 'POST', path: '/api/admin/two-factor/enrolment', cookie });
  if (started.status !== 200) throw new Error(`enrolment: ${started.status} ${started.text}`);
  const secret: string = started.json.secret;
  const confirmed = await send(url, {
    method: 'POST',
    path: '/api/admin/two-factor/confirm',
    cookie,
    json: { code: codeAt(secret, at) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return { secret, started: started.json, recoveryCodes: confirmed.json.recoveryCodes as string[] };
}
