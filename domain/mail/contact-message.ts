import { type DomainError, invalidInput } from '../shared/errors';
import { emailDomain, INVALID_EMAIL_MESSAGE, maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** A message from the contact form (docs/rules/mail.md, The contact form: all four fields required). */
export interface ContactMessageDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessageInput {
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
const LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;
type Field = keyof typeof CONTACT_LIMITS;

/** Every field is required and bounded, and the e-mail must be an address we can answer. */
export function validateContactMessage(input: ContactMessageInput): Result<ContactMessageDraft, DomainError> {
  const draft: ContactMessageDraft = { name: '', email: '', subject: '', message: '' };
  for (const field of Object.keys(CONTACT_LIMITS) as Field[]) {
    const text = readText(input[field], field, LABELS[field]);
    if (!text.ok) return text;
    if (text.value === '') return err(invalidInput(field, `${LABELS[field]} is required`));
    const tooLong = maxLength(text.value, CONTACT_LIMITS[field], field, LABELS[field]);
    if (tooLong) return err(tooLong);
    draft[field] = text.value;
  }
  if (emailDomain(draft.email) === null) return err(invalidInput('email', INVALID_EMAIL_MESSAGE));
  return ok(draft);
}
