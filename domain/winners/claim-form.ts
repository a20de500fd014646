import { MINIMUM_AGE } from '../accounts/eligibility-policy';
import { isEligibleState, isUsStateCode, stateName } from '../accounts/us-states';
import { isRealDay, readCalendarDay } from '../shared/calendar';
import { type DomainError, invalidInput } from '../shared/errors';
import { readText } from '../shared/input';
import { readPrintableText } from '../shared/printable-text';
import { err, ok, type Result } from '../shared/result';
import { needsTaxId, readTaxId } from './tax-id';

export interface ShippingAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

/** What a winner gives to accept the prize; the TIN only for a prize that needs one. */
export interface ClaimDetails {
  legalName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  address: ShippingAddress;
  phone: string;
  signature: string;
  taxId: string | null;
}

/** The oldest birth date a claim takes: this many years before today. */
export const MAXIMUM_AGE = 120;

export const UNDER_AGE_MESSAGE = `You must be ${MINIMUM_AGE} or older to claim a prize`;
export const DATE_OF_BIRTH_FORMAT_MESSAGE = 'Enter your date of birth as YYYY-MM-DD';
export const TOO_OLD_MESSAGE = `Enter a date of birth within the last ${MAXIMUM_AGE} years`;
const AFFIDAVIT_REQUIRED_MESSAGE = 'Please accept the affidavit and release to claim your prize';
export const SIGNATURE_MISMATCH_MESSAGE = 'Type your full legal name exactly as above to sign';
const ineligibleStateMessage = (code: string) =>
  `Sorry, prizes cannot be shipped to ${stateName(code)}: residents of ${stateName(code)} are not eligible`;

type Check<T> = Result<T, DomainError>;

function required(value: unknown, field: string, label: string, max: number): Check<string> {
  const text = readText(value, field, label);
  if (!text.ok) return text;
  if (text.value === '') return err(invalidInput(field, `${label} is required`));
  if (text.value.length > max)
    return err(invalidInput(field, `${label} must be at most ${max} characters long`));
  return ok(text.value);
}

/**
 * A name or an address line of the record: required, and printable (domain/shared/printable-text.ts):
 * no control, invisible, direction-changing or unassigned characters, and a letter.
 */
function printable(value: unknown, field: string, label: string, max: number): Check<string> {
  const text = readText(value, field, label);
  if (!text.ok) return text;
  if (text.value === '') return err(invalidInput(field, `${label} is required`));
  return readPrintableText(text.value, field, label, { needsLetter: true, max });
}

/** Whole years from the birth date to `now`'s UTC date. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const years = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

/** 'YYYY-MM-DD' of the UTC day `years` before `now`'s (29 February stays, and sorts right). */
function yearsBefore(now: Date, years: number): string {
  const day = now.toISOString().slice(4, 10);
  return `${String(now.getUTCFullYear() - years).padStart(4, '0')}${day}`;
}

/**
 * A real day of the calendar (domain/shared/calendar.ts), at least MINIMUM_AGE and at most
 * MAXIMUM_AGE years before `now`'s day.
 */
function readDateOfBirth(value: unknown, now: Date): Check<string> {
  const text = readText(value, 'dateOfBirth', 'Date of birth');
  if (!text.ok) return text;
  if (text.value === '') return err(invalidInput('dateOfBirth', 'Date of birth is required'));
  const day = text.value;
  if (!isRealDay(day) || day > now.toISOString().slice(0, 10))
    return err(invalidInput('dateOfBirth', DATE_OF_BIRTH_FORMAT_MESSAGE));
  if (ageOn(day, now) < MINIMUM_AGE) return err(invalidInput('dateOfBirth', UNDER_AGE_MESSAGE));
  if (day < yearsBefore(now, MAXIMUM_AGE) || readCalendarDay(day) === null)
    return err(invalidInput('dateOfBirth', TOO_OLD_MESSAGE));
  return ok(day);
}

function readLine2(value: unknown): Check<string> {
  const text = readText(value, 'address.line2', 'Address line 2');
  if (!text.ok) return text;
  return readPrintableText(text.value, 'address.line2', 'Address line 2', { needsLetter: false, max: 200 });
}

function readState(value: unknown): Check<string> {
  const state = required(value, 'address.state', 'State', 2);
  if (!state.ok) return state;
  const code = state.value.toUpperCase();
  if (!isUsStateCode(code)) return err(invalidInput('address.state', 'Choose a US state'));
  if (!isEligibleState(code)) return err(invalidInput('address.state', ineligibleStateMessage(code)));
  return ok(code);
}

function readZip(value: unknown): Check<string> {
  const zip = required(value, 'address.zip', 'ZIP code', 10);
  if (!zip.ok) return zip;
  if (!/^\d{5}(-\d{4})?$/.test(zip.value))
    return err(invalidInput('address.zip', 'Enter a 5-digit ZIP code (or ZIP+4)'));
  return zip;
}

function readPhone(value: unknown): Check<string> {
  const text = required(value, 'phone', 'Phone', 30);
  if (!text.ok) return text;
  const digits = text.value.replace(/\D/g, '');
  if (!/^[\d ()+.-]+$/.test(text.value) || digits.length < 10 || digits.length > 15)
    return err(invalidInput('phone', 'Enter a phone number of 10 to 15 digits'));
  return ok(text.value);
}

/** A name as the signature compares it: case and spaces aside (and compatibility forms, 'Ａ' is 'A'). */
const folded = (name: string) => name.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();

function readSignature(value: unknown, legalName: Check<string>): Check<string> {
  const signature = printable(value, 'signature', 'Signature', 200);
  if (!signature.ok || !legalName.ok) return signature;
  return folded(signature.value) === folded(legalName.value)
    ? signature
    : err(invalidInput('signature', SIGNATURE_MISMATCH_MESSAGE));
}

/** The claim form's fields in the form's order, each named as its refusal names it. */
export const CLAIM_FORM_FIELDS = [
  'legalName',
  'dateOfBirth',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.zip',
  'phone',
  'acceptAffidavit',
  'signature',
  'taxId',
] as const;
export type ClaimFormField = (typeof CLAIM_FORM_FIELDS)[number];
/** Each broken field's refusal. */
export type ClaimFormErrors = Partial<Record<ClaimFormField, string>>;

interface ClaimContext {
  now: Date;
  prizeValueCents: number;
}

/** Every field read on its own (the signature against the legal name when that one reads). */
function readEach(input: Record<string, unknown>, context: ClaimContext) {
  const a = (typeof input.address === 'object' && input.address !== null ? input.address : {}) as Record<
    string,
    unknown
  >;
  const legalName = printable(input.legalName, 'legalName', 'Legal name', 200);
  const accepted: Check<true> =
    input.acceptAffidavit === true
      ? ok(true)
      : err(invalidInput('acceptAffidavit', AFFIDAVIT_REQUIRED_MESSAGE));
  return {
    legalName,
    dateOfBirth: readDateOfBirth(input.dateOfBirth, context.now),
    'address.line1': printable(a.line1, 'address.line1', 'Street address', 200),
    'address.line2': readLine2(a.line2),
    'address.city': printable(a.city, 'address.city', 'City', 100),
    'address.state': readState(a.state),
    'address.zip': readZip(a.zip),
    phone: readPhone(input.phone),
    acceptAffidavit: accepted,
    signature: readSignature(input.signature, legalName),
    taxId: (needsTaxId(context.prizeValueCents) ? readTaxId(input.taxId) : ok(null)) as Check<string | null>,
  } satisfies Record<ClaimFormField, Check<unknown>>;
}

/**
 * Every refusal of the claim form at once, by field: the claim page shows each beside its field before
 * sending. The same checks as `readClaimForm`, which answers the first of them.
 */
export function claimFormErrors(input: Record<string, unknown>, context: ClaimContext): ClaimFormErrors {
  const read = readEach(input, context);
  const errors: ClaimFormErrors = {};
  for (const field of CLAIM_FORM_FIELDS) {
    const check = read[field];
    if (!check.ok) errors[field] = check.error.message;
  }
  return errors;
}

/**
 * The claim form, checked in the order the form asks: the first refusal, naming its field. `now` decides
 * the age; the prize's value whether a TIN is asked.
 */
export function readClaimForm(input: Record<string, unknown>, context: ClaimContext): Check<ClaimDetails> {
  const r = readEach(input, context);
  for (const field of CLAIM_FORM_FIELDS) {
    const check = r[field];
    if (!check.ok) return check;
  }
  // Every field read: each check holds its value.
  const v = <T>(check: Check<T>): T => (check as { value: T }).value;
  return ok({
    legalName: v(r.legalName),
    dateOfBirth: v(r.dateOfBirth),
    address: {
      line1: v(r['address.line1']),
      line2: v(r['address.line2']),
      city: v(r['address.city']),
      state: v(r['address.state']),
      zip: v(r['address.zip']),
    },
    phone: v(r.phone),
    signature: v(r.signature),
    taxId: v(r.taxId),
  });
}
