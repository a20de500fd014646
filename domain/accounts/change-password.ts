import { type DomainError, invalidInput } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { validatePassword } from './password-policy';

export interface PasswordChangeInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** The Change Password dialog's rules (docs/rules/accounts.md, Passwords), in its order: match, then length. */
export function validatePasswordChange(
  input: PasswordChangeInput,
): Result<{ currentPassword: string; newPassword: string }, DomainError> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    return err(invalidInput('confirmPassword', 'New passwords do not match.'));
  }
  const newPassword = validatePassword(input.newPassword, 'newPassword');
  if (!newPassword.ok) {
    return err({ ...newPassword.error, message: `${newPassword.error.message}.` });
  }
  const current = input.currentPassword;
  if (typeof current !== 'string' || current === '') {
    return err(invalidInput('currentPassword', 'Current password is required.'));
  }
  return ok({ currentPassword: current, newPassword: newPassword.value });
}
