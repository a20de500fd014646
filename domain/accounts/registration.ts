import { isInCalendar, readInstant } from '../shared/calendar';
import { type DomainError, invalidInput } from '../shared/errors';
import { emailDomain, INVALID_EMAIL_MESSAGE, isValidDate, maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { notEligible } from './account.errors';
import { canonicalEmailDomain } from './canonical-email';
import { AGE_CONFIRMATION_REQUIRED_MESSAGE, blockedStateMessage } from './eligibility-policy';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, validatePassword } from './password-policy';
import { isBlockedState, isUsStateCode } from './us-states';

export { validatePassword } from './password-policy';

/** Either registration payload, raw: a hand-made request may send anything. */
export interface RegistrationInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  state?: unknown;
  optOutPublicity?: unknown;
  acceptedTermsAt?: unknown;
  confirmPassword?: unknown;
  ageConfirmed?: unknown;
}

export interface ValidRegistration {
  firstName: string;
  lastName: string;
  /** Trimmed and lower-cased. */
  email: string;
  phone: string | null;
  password: string;
  /** Two-letter code; null for the second payload (a state is asked before any paid spin). */
  state: string | null;
  optOutPublicity: boolean;
  acceptedTermsAt: Date | null;
}

export interface RegistrationRules {
  /** Sign-up e-mail domains (a setting, default gmail.com); empty means any domain. */
  allowedEmailDomains: readonly string[];
}

export const ALL_FIELDS_REQUIRED_MESSAGE = 'All fields are required including state';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms & Conditions and Privacy Policy';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const UNKNOWN_STATE_REGISTRATION_MESSAGE = 'Please choose a US state from the list';

/**
 * 'Please enter a valid Gmail address (e.g., yourname@gmail.com)' for the default setting; the example
 * keeps the name the player typed, when there is one.
 */
export function allowedEmailMessage(domains: readonly string[], typed = ''): string {
  const name = typed.trim().split('@')[0]?.replace(/\s/g, '') || 'yourname';
  const first = domains[0]?.toLowerCase();
  if (!first) return `Please enter a valid e-mail address (e.g., ${name}@example.com)`;
  if (domains.length === 1 && first === 'gmail.com') {
    return `Please enter a valid Gmail address (e.g., ${name}@gmail.com)`;
  }
  return `Please enter a valid e-mail address at ${domains.join(' or ')} (e.g., ${name}@${first})`;
}

/**
 * An address sign-up admits: a valid address at one of the allowed domains (any, when none is listed),
 * the domains compared in canonical form (`googlemail.com` is `gmail.com`: canonical-email.ts).
 */
export function isAllowedEmail(email: string, allowedDomains: readonly string[]): boolean {
  const domain = emailDomain(email.trim());
  if (domain === null) return false;
  const canonical = canonicalEmailDomain(domain);
  return allowedDomains.length === 0 || allowedDomains.some((a) => canonicalEmailDomain(a) === canonical);
}

/** The sign-up form's hint under the e-mail field: the domains admitted now, or any address. */
export function allowedEmailHint(domains: readonly string[]): { hint: string; example: string } {
  const first = domains[0]?.toLowerCase();
  if (!first)
    return {
      hint: 'Use an e-mail address you read: we send your receipts there.',
      example: 'yourname@example.com',
    };
  if (domains.length === 1 && first === 'gmail.com')
    return { hint: 'Use your Gmail address.', example: 'yourname@gmail.com' };
  return { hint: `Use an address at ${domains.join(' or ')}.`, example: `yourname@${first}` };
}

const LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 30 } as const;
const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone' } as const;
type TextField = keyof typeof LIMITS;

/** The first payload is recognised by its `state` or `acceptedTermsAt` field. */
function isFirstRegistrationForm(input: RegistrationInput): boolean {
  return input.state !== undefined || input.acceptedTermsAt !== undefined;
}

/** Both sign-up payloads, with the product's messages; the first payload's rules are the stricter. */
export function validateRegistration(
  input: RegistrationInput,
  rules: RegistrationRules,
  now: Date,
): Result<ValidRegistration, DomainError> {
  const texts = { firstName: '', lastName: '', email: '', phone: '' };
  for (const field of Object.keys(LIMITS) as TextField[]) {
    const text = readText(input[field], field, LABELS[field]);
    if (!text.ok) return text;
    const tooLong = maxLength(text.value, LIMITS[field], field, LABELS[field]);
    if (tooLong) return err(tooLong);
    texts[field] = text.value;
  }
  const state = readText(input.state, 'state', 'State');
  if (!state.ok) return state;
  if (input.optOutPublicity !== undefined && typeof input.optOutPublicity !== 'boolean') {
    return err(invalidInput('optOutPublicity', 'Opt-out of publicity must be true or false'));
  }
  const firstForm = isFirstRegistrationForm(input);
  const email = texts.email.toLowerCase();
  const domain = emailDomain(email);

  if (firstForm) {
    if (!isAllowedEmail(email, rules.allowedEmailDomains)) {
      return err(invalidInput('email', allowedEmailMessage(rules.allowedEmailDomains)));
    }
  } else {
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (texts[field] === '') return err(invalidInput(field, `${LABELS[field]} is required`));
    }
    if (input.password === undefined || input.password === null || input.password === '') {
      return err(invalidInput('password', 'Password is required'));
    }
    if (domain === null) return err(invalidInput('email', INVALID_EMAIL_MESSAGE));
  }
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    return err(invalidInput('confirmPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE));
  }
  const password = validatePassword(input.password);
  if (!password.ok) return password;

  const stateCode = state.value.toUpperCase();
  if (firstForm) {
    const missing = (['firstName', 'lastName', 'phone'] as const).find((f) => texts[f] === '');
    if (missing || stateCode === '')
      return err(invalidInput(missing ?? 'state', ALL_FIELDS_REQUIRED_MESSAGE));
    if (!isUsStateCode(stateCode)) return err(invalidInput('state', UNKNOWN_STATE_REGISTRATION_MESSAGE));
    if (isBlockedState(stateCode)) {
      return err(notEligible(blockedStateMessage(stateCode)));
    }
  }
  if (input.ageConfirmed !== undefined && input.ageConfirmed !== true) {
    return err(invalidInput('ageConfirmed', AGE_CONFIRMATION_REQUIRED_MESSAGE));
  }
  if (texts.phone !== '' && !isPhoneNumber(texts.phone))
    return err(invalidInput('phone', INVALID_PHONE_MESSAGE));
  const acceptedTermsAt = firstForm ? termsAcceptance(input.acceptedTermsAt, now) : null;
  if (firstForm && acceptedTermsAt === null)
    return err(invalidInput('acceptedTermsAt', TERMS_REQUIRED_MESSAGE));

  return ok({
    firstName: texts.firstName,
    lastName: texts.lastName,
    email,
    phone: texts.phone === '' ? null : texts.phone,
    password: password.value,
    state: firstForm ? stateCode : null,
    optOutPublicity: input.optOutPublicity === true,
    acceptedTermsAt,
  });
}

/** Digits with the usual separators, 7 to 15 digits (E.164 allows at most 15). */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 7 && digits <= 15;
}

/**
 * A Date or an ISO 8601 date and time with its offset, in the calendar (docs/rules/operations.md,
 * Dates) and not after now (a little clock skew allowed); null otherwise.
 */
function termsAcceptance(value: unknown, now: Date): Date | null {
  const date = typeof value === 'string' ? readInstant(value.trim()) : value;
  if (!isValidDate(date) || !isInCalendar(date)) return null;
  const skewMs = 5 * 60_000;
  return date.getTime() <= now.getTime() + skewMs ? new Date(date.getTime()) : null;
}
