import { type DomainError, invalidInput } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { validatePassword } from './password-policy';

export interface PasswordChangeInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

export const NEW_PASSWORDS_DO_NOT_MATCH_MESSAGE = 'New passwords do not match.';

/** The new password's own rule (password-policy.ts), worded as the dialog's sentences, with a full stop. */
export function newPasswordProblem(newPassword: unknown): DomainError | null {
  const checked = validatePassword(newPassword, 'newPassword');
  return checked.ok ? null : { ...checked.error, message: `${checked.error.message}.` };
}

/** The Change Password dialog's rules, in its order: match, then the password's own rule. */
export function validatePasswordChange(
  input: PasswordChangeInput,
): Result<{ currentPassword: string; newPassword: string }, DomainError> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    return err(invalidInput('confirmPassword', NEW_PASSWORDS_DO_NOT_MATCH_MESSAGE));
  }
  const problem = newPasswordProblem(input.newPassword);
  if (problem) return err(problem);
  const newPassword = String(input.newPassword);
  const current = input.currentPassword;
  if (typeof current !== 'string' || current === '') {
    return err(invalidInput('currentPassword', 'Current password is required.'));
  }
  return ok({ currentPassword: current, newPassword });
}
