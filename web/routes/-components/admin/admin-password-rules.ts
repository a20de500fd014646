const MIN_PASSWORD_LENGTH = 6;

/** docs/rules/back-office.md, Administrators: the confirmation first, then the length; each with its own toast (title, text). */
export function adminPasswordProblem(newPassword: string, confirm: string): [string, string] | null {
  if (newPassword !== confirm) return ['Password Mismatch', "New password and confirmation don't match"];
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return ['Password Too Short', 'Password must be at least 6 characters long'];
  }
  return null;
}
