import { type DomainError, invalidInput } from '../shared/errors';
import { emailDomain, INVALID_EMAIL_MESSAGE, maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** 'Get Notified' by a visitor: any valid address (not only the sign-up domains), kept lower-cased. */
export function validateSubscriberEmail(email: unknown): Result<string, DomainError> {
  const text = readText(email, 'email', 'Email');
  if (!text.ok) return text;
  if (text.value === '') return err(invalidInput('email', 'Email is required'));
  const tooLong = maxLength(text.value, 254, 'email', 'Email');
  if (tooLong) return err(tooLong);
  const address = text.value.toLowerCase();
  return emailDomain(address) === null ? err(invalidInput('email', INVALID_EMAIL_MESSAGE)) : ok(address);
}
