import { isEligibleState } from '../../../../domain/accounts/us-states';
import {
  CLAIM_FORM_FIELDS,
  type ClaimFormErrors,
  type ClaimFormField,
  claimFormErrors,
} from '../../../../domain/winners/claim-form';
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

/** What the site knows of the signed-in winner's account (the session's user). */
export interface KnownWinner {
  firstName: string;
  lastName: string;
  phone?: string | null;
  state?: string | null;
}

/**
 * The form filled with what the account says: the name as the legal name, the phone, and the state
 * where prizes may be shipped to it (domain/accounts/us-states.ts). The winner checks and corrects them;
 * the signature is never filled, it is typed.
 */
export function prefilledClaim(user: KnownWinner | null): ClaimValues {
  if (!user) return EMPTY_CLAIM;
  const state = user.state?.toUpperCase() ?? '';
  return {
    ...EMPTY_CLAIM,
    legalName: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone ?? '',
    'address.state': isEligibleState(state) ? state : '',
  };
}

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

const FIELDS = new Set<string>(CLAIM_FORM_FIELDS);

/** The field of the form an error names, or null when it names none of them. */
export const claimFieldOf = (field: string | undefined): ClaimFormField | null =>
  field !== undefined && FIELDS.has(field) ? (field as ClaimFormField) : null;

/**
 * The server's own rule run before sending (the same pure function), every broken field at once, so
 * each refusal shows beside its field; the server checks again and its answer is what counts.
 */
export function precheckClaim(
  values: ClaimValues,
  accepted: boolean,
  taxIdRequired: boolean,
  now: Date,
): ClaimFormErrors {
  const prizeValueCents = taxIdRequired ? TAX_REPORTING_THRESHOLD_CENTS : 0;
  return claimFormErrors(claimBody(values, accepted, taxIdRequired), { now, prizeValueCents });
}
