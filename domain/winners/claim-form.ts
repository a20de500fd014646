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

function readAddress(value: unknown): Check<ShippingAddress> {
  const a = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const line1 = printable(a.line1, 'address.line1', 'Street address', 200);
  if (!line1.ok) return line1;
  const line2Text = readText(a.line2, 'address.line2', 'Address line 2');
  if (!line2Text.ok) return line2Text;
  const line2 = readPrintableText(line2Text.value, 'address.line2', 'Address line 2', {
    needsLetter: false,
    max: 200,
  });
  if (!line2.ok) return line2;
  const city = printable(a.city, 'address.city', 'City', 100);
  if (!city.ok) return city;
  const state = required(a.state, 'address.state', 'State', 2);
  if (!state.ok) return state;
  const code = state.value.toUpperCase();
  if (!isUsStateCode(code)) return err(invalidInput('address.state', 'Choose a US state'));
  if (!isEligibleState(code)) return err(invalidInput('address.state', ineligibleStateMessage(code)));
  const zip = required(a.zip, 'address.zip', 'ZIP code', 10);
  if (!zip.ok) return zip;
  if (!/^\d{5}(-\d{4})?$/.test(zip.value))
    return err(invalidInput('address.zip', 'Enter a 5-digit ZIP code (or ZIP+4)'));
  return ok({
    line1: line1.value,
    line2: line2.value,
    city: city.value,
    state: code,
    zip: zip.value,
  });
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

/**
 * The claim form, checked in the order the form asks: each refusal names its field. `now` decides
 * the age; the prize's value whether a TIN is asked.
 */
export function readClaimForm(
  input: Record<string, unknown>,
  context: { now: Date; prizeValueCents: number },
): Check<ClaimDetails> {
  const legalName = printable(input.legalName, 'legalName', 'Legal name', 200);
  if (!legalName.ok) return legalName;
  const dateOfBirth = readDateOfBirth(input.dateOfBirth, context.now);
  if (!dateOfBirth.ok) return dateOfBirth;
  const address = readAddress(input.address);
  if (!address.ok) return address;
  const phone = readPhone(input.phone);
  if (!phone.ok) return phone;
  if (input.acceptAffidavit !== true) return err(invalidInput('acceptAffidavit', AFFIDAVIT_REQUIRED_MESSAGE));
  const signature = printable(input.signature, 'signature', 'Signature', 200);
  if (!signature.ok) return signature;
  if (folded(signature.value) !== folded(legalName.value))
    return err(invalidInput('signature', SIGNATURE_MISMATCH_MESSAGE));
  let taxId: string | null = null;
  if (needsTaxId(context.prizeValueCents)) {
    const tin = readTaxId(input.taxId);
    if (!tin.ok) return tin;
    taxId = tin.value;
  }
  return ok({
    legalName: legalName.value,
    dateOfBirth: dateOfBirth.value,
    address: address.value,
    phone: phone.value,
    signature: signature.value,
    taxId,
  });
}
