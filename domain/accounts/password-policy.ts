import { type DomainError, invalidInput } from '../shared/errors';

import { err, ok, type Result } from '../shared/result';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long';
const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A password is kept exactly as typed (never trimmed): 6 to 200 characters. */
export function validatePassword(password: unknown, field = 'password'): Result<string, DomainError> {
  if (password !== undefined && password !== null && typeof password !== 'string') {
    return err(invalidInput(field, 'Password must be text'));
  }
  const value = password ?? '';
  if (value.length < MIN_PASSWORD_LENGTH) return err(invalidInput(field, PASSWORD_TOO_SHORT_MESSAGE));
  if (value.length > MAX_PASSWORD_LENGTH) return err(invalidInput(field, PASSWORD_TOO_LONG_MESSAGE));
  return ok(value);
}
