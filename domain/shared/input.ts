import { type DomainError, invalidInput } from './errors';
import { err, ok, type Result } from './result';

/** Helpers shared by the rules that read raw input (a hand-made request may send anything). */

/** A trimmed string, '' for undefined or null, an error for any other type. */
export function readText(value: unknown, field: string, label: string): Result<string, DomainError> {
  if (value === undefined || value === null) return ok('');
  if (typeof value !== 'string') return err(invalidInput(field, `${label} must be text`));
  return ok(value.trim());
}

export function maxLength(value: string, max: number, field: string, label: string): DomainError | null {
  return value.length > max ? invalidInput(field, `${label} must be at most ${max} characters long`) : null;
}

const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;

/** The refusal of an address emailDomain does not take, wherever an e-mail is typed. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The lower-cased domain of a syntactically valid e-mail address, or null. */
export function emailDomain(email: string): string | null {
  const match = EMAIL.exec(email);
  return match?.[1]?.toLowerCase() ?? null;
}

export function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
