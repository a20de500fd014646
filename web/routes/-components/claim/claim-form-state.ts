import { readClaimForm } from '../../../../domain/winners/claim-form';
import { TAX_REPORTING_THRESHOLD_CENTS } from '../../../../domain/winners/tax-id';

/** What the winner typed, field by field (the names are the fields the server's errors name). */
export const EMPTY_CLAIM = {
  legalName: '',
  dateOfBirth: '',
  'address.line1': '',
  'address.line2': '',
  'address.city': '',
  'address.state': '',
  'address.zip': '',
  phone: '',
  taxId: '',
  signature: '',
};

export type ClaimValues = typeof EMPTY_CLAIM;
export type ClaimField = keyof ClaimValues | 'acceptAffidavit';

/** The claim as the server reads it (domain/winners/claim-form.ts); the TIN only when asked. */
export function claimBody(values: ClaimValues, accepted: boolean, taxIdRequired: boolean) {
  return {
    legalName: values.legalName,
    dateOfBirth: values.dateOfBirth,
    address: {
      line1: values['address.line1'],
      line2: values['address.line2'],
      city: values['address.city'],
      state: values['address.state'],
      zip: values['address.zip'],
    },
    phone: values.phone,
    acceptAffidavit: accepted,
    signature: values.signature,
    ...(taxIdRequired ? { taxId: values.taxId } : {}),
  };
}

const FIELDS = new Set<string>([...Object.keys(EMPTY_CLAIM), 'acceptAffidavit']);

/** The field of the form an error names, or null when it names none of them. */
export const claimFieldOf = (field: string | undefined): ClaimField | null =>
  field !== undefined && FIELDS.has(field) ? (field as ClaimField) : null;

/**
 * The server's own rule run before sending (the same pure function), so the first mistake shows beside
 * its field at once; the server checks again and its answer is what counts.
 */
export function precheckClaim(
  values: ClaimValues,
  accepted: boolean,
  taxIdRequired: boolean,
  now: Date,
): { field: ClaimField | null; message: string } | null {
  const prizeValueCents = taxIdRequired ? TAX_REPORTING_THRESHOLD_CENTS : 0;
  const read = readClaimForm(claimBody(values, accepted, taxIdRequired), { now, prizeValueCents });
  if (read.ok) return null;
  const field = read.error.code === 'INVALID_INPUT' ? read.error.field : undefined;
  return { field: claimFieldOf(field), message: read.error.message };
}
