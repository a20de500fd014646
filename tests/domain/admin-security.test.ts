import { describe, expect, it } from 'vitest';
import { NodeTwoFactorCrypto } from '../../adapters/security/node-two-factor-crypto';
import { isAddressAllowed } from '../../domain/admin-security/ip-allowlist';
import { recoveryCodeOf } from '../../domain/admin-security/recovery-codes';
import { acceptedSteps, base32, otpauthUri, timeStep } from '../../domain/admin-security/totp';
import { TEST_DATA_KEY } from '../support/test-config';

const crypto = new NodeTwoFactorCrypto(TEST_DATA_KEY);
// RFC 6238 appendix B: the SHA-1 seed, and the last 6 of its 8-digit values.
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s, as the RFC test vectors say', (seconds, code) => {
    expect(crypto.hotp(RFC_SECRET, timeStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('accepts the current step and one on either side, no more', () => {
    const at = new Date(1111111109 * 1000);
    const step = timeStep(at);
    expect(acceptedSteps(at).sort()).toEqual([step - 1, step, step + 1].sort());
  });

  it('puts the base32 secret, issuer and parameters in the otpauth URI', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(otpauthUri(RFC_SECRET, 'boss@site.test')).toBe(
      'otpauth://totp/Prize%20Wheel%3Aboss%40site.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Prize+Wheel&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('reads a recovery code in any case, with or without hyphens, and nothing else', () => {
    const code = crypto.newRecoveryCode();
    expect(recoveryCodeOf(code.toUpperCase().replace(/(.{4})/g, '$1-'))).toBe(code);
    expect(recoveryCodeOf('123456')).toBeNull();
    expect(recoveryCodeOf('abcd-efgh-ijk0')).toBeNull();
  });
});

describe('IP whitelist', () => {
  it.each([
    ['10.1.2.3', [], true],
    [null, [], true],
    [null, ['10.0.0.0/8'], false],
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.1.2.3', ['10.0.0.0/8'], false],
    ['10.1.2.3', ['10.1.2.3'], true],
    ['10.1.2.4', ['10.1.2.3'], false],
    ['::ffff:10.1.2.3', ['10.1.2.0/24'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['2001:db8::1', ['10.0.0.0/8'], false],
    ['::1', ['::1'], true],
    ['1.2.3.4', ['0.0.0.0/0'], true],
  ] as const)('%s against %j: %s', (address, rules, allowed) => {
    expect(isAddressAllowed(address, rules)).toBe(allowed);
  });
});
