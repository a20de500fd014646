import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from '../../domain/accounts/change-password';

const passwordArb = fc.string({ minLength: 6, maxLength: 60 });

describe('changing a password', () => {
  it('accepts a new password of 6 characters or more, confirmed', () => {
    fc.assert(
      fc.property(passwordArb, passwordArb, (currentPassword, newPassword) => {
        expect(
          validatePasswordChange({ currentPassword, newPassword, confirmPassword: newPassword }),
        ).toEqual({
          ok: true,
          value: { currentPassword, newPassword },
        });
      }),
    );
  });

  it('checks the confirmation before the length', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (newPassword, confirmPassword) => {
        fc.pre(newPassword !== confirmPassword);
        expect(
          validatePasswordChange({ currentPassword: 'old-secret', newPassword, confirmPassword }),
        ).toEqual({
          ok: false,
          error: { code: 'INVALID_INPUT', field: 'confirmPassword', message: 'New passwords do not match.' },
        });
      }),
    );
  });

  it('refuses a new password shorter than 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (newPassword) => {
        expect(validatePasswordChange({ currentPassword: 'old-secret', newPassword })).toEqual({
          ok: false,
          error: {
            code: 'INVALID_INPUT',
            field: 'newPassword',
            message: 'Password must be at least 6 characters long.',
          },
        });
      }),
    );
  });

  it('needs the current password', () => {
    for (const currentPassword of [undefined, '', 42]) {
      expect(validatePasswordChange({ currentPassword, newPassword: 'new-secret' })).toMatchObject({
        ok: false,
        error: { field: 'currentPassword' },
      });
    }
  });
});
