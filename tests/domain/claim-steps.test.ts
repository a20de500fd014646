import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_FORM_FIELDS, claimFormErrors, readClaimForm } from '../../domain/winners/claim-form';
import { claimStepMail } from '../../domain/winners/claim-step-mail';
import { claimKindOf, claimWords } from '../../domain/winners/claim-words';
import { CLAIM_STATUSES } from '../../domain/winners/prize-claim';
import { trackingUrl } from '../../domain/winners/shipment';
import { TAX_REPORTING_THRESHOLD_CENTS } from '../../domain/winners/tax-id';
import { noticeAsksTaxId } from '../../domain/winners/winner-notice';

const now = new Date('2030-06-01T12:00:00Z');
const fieldValue = fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }), fc.constant('Ada Palmer'));
const anyForm = fc.record({
  legalName: fieldValue,
  dateOfBirth: fc.oneof(fc.constant('1990-05-17'), fc.constant('2029-01-01'), fieldValue),
  address: fc.record({
    line1: fc.oneof(fc.constant('1 Main St'), fieldValue),
    line2: fieldValue,
    city: fc.oneof(fc.constant('Fresno'), fieldValue),
    state: fc.constantFrom('CA', 'NY', 'ZZ', ''),
    zip: fc.constantFrom('93650', '9', ''),
  }),
  phone: fc.constantFrom('559-555-0100', '12', ''),
  acceptAffidavit: fc.boolean(),
  signature: fc.oneof(fc.constant('ada palmer'), fieldValue),
  taxId: fc.constantFrom('123-45-6789', '000-00-0000', ''),
});
const value = fc.constantFrom(0, TAX_REPORTING_THRESHOLD_CENTS - 1, TAX_REPORTING_THRESHOLD_CENTS, 75_000);

describe('the claim form refuses every broken field at once (docs/rules/winners.md, The claim form)', () => {
  it("the first refusal in the form's order is the one the server answers; none when the form reads", () => {
    fc.assert(
      fc.property(anyForm, value, (input, prizeValueCents) => {
        const context = { now, prizeValueCents };
        const errors = claimFormErrors(input, context);
        const read = readClaimForm(input, context);
        const first = CLAIM_FORM_FIELDS.find((field) => errors[field] !== undefined);
        if (read.ok) expect(first).toBeUndefined();
        else expect(read.error).toMatchObject({ field: first, message: errors[first ?? 'legalName'] });
      }),
    );
  });

  it('names each field broken, not only the first', () => {
    const errors = claimFormErrors(
      { legalName: 'Ada Palmer', address: { state: 'NY' }, phone: '12', acceptAffidavit: false },
      { now, prizeValueCents: TAX_REPORTING_THRESHOLD_CENTS },
    );
    expect(Object.keys(errors)).toEqual([
      'dateOfBirth',
      'address.line1',
      'address.city',
      'address.state',
      'address.zip',
      'phone',
      'acceptAffidavit',
      'signature',
      'taxId',
    ]);
    expect(errors['address.state']).toMatch(/cannot be shipped to New York/);
  });
});

describe("a claim's words by the kind of prize (docs/rules/winners.md, Notifying)", () => {
  it('a main prize not taken is drawn again; an instant prize is never said to be', () => {
    const { afterDeadline, decline, declined, forfeited } = claimWords('main');
    for (const text of [afterDeadline, decline, declined, forfeited]) expect(text).toMatch(/drawn again/);
    for (const text of Object.values(claimWords('instant'))) expect(text).not.toMatch(/drawn|redraw/i);
    expect(claimKindOf(true)).toBe('instant');
    expect(claimKindOf(undefined)).toBe('main');
  });
});

describe("the winner's notice and the tax id", () => {
  it('says a tax id will be asked exactly at and above the reporting threshold', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (cents) => {
        expect(noticeAsksTaxId({ prizeValueCents: cents })).toBe(cents >= TAX_REPORTING_THRESHOLD_CENTS);
      }),
    );
  });
});

describe("the tracking number's link (domain/winners/shipment.ts)", () => {
  it("links a known carrier's tracking page, however the operator wrote its name", () => {
    expect(trackingUrl({ carrier: 'UPS', trackingNumber: '1Z999AA1 0123-456784' })).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl({ carrier: 'usps', trackingNumber: '9400 1000' })).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000',
    );
    expect(trackingUrl({ carrier: 'Fed Ex', trackingNumber: '1234' })).toMatch(
      /^https:\/\/www\.fedex\.com\//,
    );
    expect(trackingUrl({ carrier: 'DHL Express', trackingNumber: '1234' })).toMatch(
      /^https:\/\/www\.dhl\.com\//,
    );
  });

  it('links nothing for a carrier it does not know', () => {
    expect(trackingUrl({ carrier: 'Joe’s Courier', trackingNumber: '1234' })).toBeNull();
  });
});

describe("a claim's step e-mails (docs/rules/mail.md, What we send)", () => {
  const claim = { winnerId: 9, gameName: 'Kayak Wheel', prize: 'Kayak', instant: false, shipment: null };
  it('sends one e-mail for each step the winner should hear of, and none for the others', () => {
    const kinds = CLAIM_STATUSES.map((status) => [status, claimStepMail(claim, 'Ann', status)?.kind ?? null]);
    expect(Object.fromEntries(kinds)).toEqual({
      notified: null,
      claimed: 'claim-received',
      verified: 'claim-verified',
      shipped: null,
      delivered: 'prize-delivered',
      declined: 'claim-received',
      forfeited: null,
    });
  });

  it('ships with the tracking number, linked where the carrier is known; an instant decline says so', () => {
    const shipment = { carrier: 'UPS', trackingNumber: '1Z999' };
    expect(claimStepMail({ ...claim, shipment }, 'Ann', 'shipped')).toEqual({
      kind: 'prize-shipped',
      firstName: 'Ann',
      gameName: 'Kayak Wheel',
      prize: 'Kayak',
      winnerId: 9,
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
    });
    expect(
      claimStepMail({ ...claim, shipment: { carrier: 'Local', trackingNumber: '1Z999' } }, 'Ann', 'shipped'),
    ).not.toHaveProperty('trackingUrl');
    expect(claimStepMail({ ...claim, instant: true }, 'Ann', 'declined')).toMatchObject({
      decision: 'decline',
      instant: true,
    });
  });
});
