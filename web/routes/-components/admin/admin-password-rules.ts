import { MIN_PASSWORD_LENGTH, validatePassword } from '../../../../domain/accounts/password-policy';

/** The confirmation first, then the password rule; each with its own toast (title, text). */
export function adminPasswordProblem(newPassword: string, confirm: string): [string, string] | null {
  if (newPassword !== confirm) return ['Password Mismatch', "New password and confirmation don't match"];
  const checked = validatePassword(newPassword, 'newPassword');
  if (checked.ok) return null;
  return [
    newPassword.length < MIN_PASSWORD_LENGTH ? 'Password Too Short' : 'Password Too Long',
    checked.error.message,
  ];
}
