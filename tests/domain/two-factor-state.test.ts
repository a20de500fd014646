import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoFactorStateOf } from '../../domain/admin-security/two-factor-state';

describe("an administrator's two-factor state", () => {
  it('is on exactly when an authenticator is confirmed and the setting is on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (required, enrolled, pending) => {
        const state = twoFactorStateOf({ required, enrolled, pending });
        expect(state === 'on').toBe(required && enrolled);
      }),
    );
  });

  it('says what is left: the first code of a pending authenticator, or the setting turned off', () => {
    expect(twoFactorStateOf({ required: true, enrolled: false, pending: true })).toBe('awaiting-code');
    expect(twoFactorStateOf({ required: false, enrolled: true, pending: false })).toBe('setting-off');
    expect(twoFactorStateOf({ required: false, enrolled: false, pending: false })).toBe('not-set-up');
    // Replacing the authenticator in use: the old one still signs in.
    expect(twoFactorStateOf({ required: true, enrolled: true, pending: true })).toBe('on');
  });
});
