import { describe, expect, it } from 'vitest';
import { SIGNATURE_MISMATCH_MESSAGE, TOO_OLD_MESSAGE } from '../../domain/winners/claim-form';
import { TAX_ID_REQUIRED_MESSAGE } from '../../domain/winners/tax-id';
import {
  type ClaimValues,
  claimBody,
  claimFieldOf,
  EMPTY_CLAIM,
  precheckClaim,
  prefilledClaim,
} from '../../web/routes/-components/claim/claim-form-state';

const now = new Date('2030-06-01T12:00:00Z');
const filled = (over: Partial<ClaimValues> = {}): ClaimValues => ({
  ...EMPTY_CLAIM,
  legalName: 'Ada Palmer',
  dateOfBirth: '1990-05-17',
  'address.line1': '1 Main St',
  'address.city': 'Fresno',
  'address.state': 'CA',
  'address.zip': '93650',
  phone: '559-555-0100',
  signature: 'ada palmer',
  taxId: '123-45-6789',
  ...over,
});

describe('the claim form page (docs/rules/winners.md, The claim form)', () => {
  it('sends the form as the server reads it, the TIN only when asked', () => {
    expect(claimBody(filled(), true, false)).toEqual({
      legalName: 'Ada Palmer',
      dateOfBirth: '1990-05-17',
      address: { line1: '1 Main St', line2: '', city: 'Fresno', state: 'CA', zip: '93650' },
      phone: '559-555-0100',
      acceptAffidavit: true,
      signature: 'ada palmer',
    });
    expect(claimBody(filled(), true, true)).toMatchObject({ taxId: '123-45-6789' });
  });

  it("runs the server's own rule before sending: each mistake, named by its field", () => {
    expect(precheckClaim(filled(), true, true, now)).toEqual({});
    const cases: [Partial<ClaimValues>, string, string?][] = [
      [{ legalName: '\u200b' }, 'legalName'],
      [{ legalName: 'Ada \u202eremlaP', signature: 'Ada \u202eremlaP' }, 'legalName'],
      [{ 'address.line1': '\u3164' }, 'address.line1'],
      [{ 'address.city': '\u200b\u200b' }, 'address.city'],
      [{ dateOfBirth: '1800-01-01' }, 'dateOfBirth', TOO_OLD_MESSAGE],
      [{ signature: 'Ada Lovelace' }, 'signature', SIGNATURE_MISMATCH_MESSAGE],
      [{ taxId: '' }, 'taxId', TAX_ID_REQUIRED_MESSAGE],
    ];
    for (const [over, field, message] of cases) {
      const errors = precheckClaim(filled(over), true, true, now);
      expect(Object.keys(errors), field).toEqual(
        field === 'legalName' && over.signature ? [field, 'signature'] : [field],
      );
      expect(errors[field as keyof typeof errors]).toEqual(message ?? expect.any(String));
    }
    expect(Object.keys(precheckClaim(filled(), false, true, now))).toEqual(['acceptAffidavit']);
    expect(precheckClaim(filled({ taxId: '' }), true, false, now)).toEqual({});
  });

  it("shows every mistake at once, each at its field, in the form's order", () => {
    const errors = precheckClaim(
      filled({ phone: '12', 'address.state': '', 'address.zip': '9', signature: '' }),
      false,
      true,
      now,
    );
    expect(Object.keys(errors)).toEqual([
      'address.state',
      'address.zip',
      'phone',
      'acceptAffidavit',
      'signature',
    ]);
  });

  it('fills what the account knows: the name as the legal name, the phone, a state prizes ship to', () => {
    expect(
      prefilledClaim({ firstName: 'Ada', lastName: 'Palmer', phone: '615-555-0100', state: 'tn' }),
    ).toEqual({
      ...EMPTY_CLAIM,
      legalName: 'Ada Palmer',
      phone: '615-555-0100',
      'address.state': 'TN',
    });
    expect(prefilledClaim({ firstName: 'Bo', lastName: 'Lee', phone: null, state: 'NY' })).toEqual({
      ...EMPTY_CLAIM,
      legalName: 'Bo Lee',
    });
    expect(prefilledClaim(null)).toEqual(EMPTY_CLAIM);
  });

  it("places the server's refusal beside the field it names, or above the button for any other", () => {
    for (const field of ['legalName', 'signature', 'address.line1', 'address.city', 'dateOfBirth', 'taxId'])
      expect(claimFieldOf(field)).toBe(field);
    expect(claimFieldOf('winnerId')).toBeNull();
    expect(claimFieldOf(undefined)).toBeNull();
  });
});
