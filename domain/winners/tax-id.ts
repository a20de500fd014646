import { CALENDAR_YEARS } from '../shared/calendar';
import { type DomainError, invalidInput } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';

/** A prize worth this much or more is reported to the tax authority: the winner gives a TIN. */
export const TAX_REPORTING_THRESHOLD_CENTS = 60_000;

export const needsTaxId = (prizeValueCents: number): boolean =>
  prizeValueCents >= TAX_REPORTING_THRESHOLD_CENTS;

/** The years the tax export reads: from 2000 to the calendar's last (docs/rules/operations.md, Dates). */
export const TAX_YEARS = { first: 2000, last: CALENDAR_YEARS.last } as const;
export const TAX_YEAR_MESSAGE = 'Year must be a year like 2026';

export function readTaxYear(year: unknown): Result<number, DomainError> {
  const whole = typeof year === 'number' && Number.isInteger(year);
  return whole && year >= TAX_YEARS.first && year <= TAX_YEARS.last
    ? ok(year)
    : err(invalidInput('year', TAX_YEAR_MESSAGE));
}

export const TAX_ID_REQUIRED_MESSAGE =
  'Your Social Security Number or ITIN is required for a prize worth $600 or more';
const TAX_ID_FORMAT_MESSAGE = 'Enter a valid Social Security Number or ITIN (9 digits, e.g. 123-45-6789)';

/** ITINs start with 9 and have these middle two digits. */
function isItin(digits: string): boolean {
  const group = Number(digits.slice(3, 5));
  return (
    digits.startsWith('9') &&
    ((group >= 50 && group <= 65) ||
      (group >= 70 && group <= 88) ||
      (group >= 90 && group <= 92) ||
      (group >= 94 && group <= 99))
  );
}

function isSsn(digits: string): boolean {
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    !area.startsWith('9') &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

/** An SSN or ITIN as 9 digits ('123-45-6789' and '123456789' both read). */
export function readTaxId(value: unknown): Result<string, DomainError> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return err(invalidInput('taxId', TAX_ID_REQUIRED_MESSAGE));
  if (!/^\d{3}[- ]?\d{2}[- ]?\d{4}$/.test(text)) return err(invalidInput('taxId', TAX_ID_FORMAT_MESSAGE));
  const digits = text.replace(/\D/g, '');
  return isSsn(digits) || isItin(digits) ? ok(digits) : err(invalidInput('taxId', TAX_ID_FORMAT_MESSAGE));
}

/** How a TIN is shown anywhere but the tax export: its last four digits only. */
export const maskTaxId = (lastFour: string): string => `***-**-${lastFour}`;
