import { type DomainError, invalidInput } from '../shared/errors';
import { emailDomain, INVALID_EMAIL_MESSAGE, maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** What the Admin Profile Management form changes (docs/rules/back-office.md, Administrators). */
export interface AdminProfile {
  email: string;
  firstName: string;
  lastName: string;
}

export interface AdminProfileInput {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}

const LABELS = { email: 'Email', firstName: 'First name', lastName: 'Last name' } as const;
const LIMITS = { email: 254, firstName: 100, lastName: 100 } as const;

/** Every field required and trimmed; the e-mail a valid address, kept lower-cased. */
export function validateAdminProfile(input: AdminProfileInput): Result<AdminProfile, DomainError> {
  const texts = { email: '', firstName: '', lastName: '' };
  for (const field of ['email', 'firstName', 'lastName'] as const) {
    const text = readText(input[field], field, LABELS[field]);
    if (!text.ok) return text;
    if (text.value === '') return err(invalidInput(field, `${LABELS[field]} is required`));
    const tooLong = maxLength(text.value, LIMITS[field], field, LABELS[field]);
    if (tooLong) return err(tooLong);
    texts[field] = text.value;
  }
  if (emailDomain(texts.email) === null) return err(invalidInput('email', INVALID_EMAIL_MESSAGE));
  return ok({ ...texts, email: texts.email.toLowerCase() });
}
