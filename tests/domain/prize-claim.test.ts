import { describe, expect, it } from 'vitest';
import {
  ageOn,
  readClaimForm,
  SIGNATURE_MISMATCH_MESSAGE,
  UNDER_AGE_MESSAGE,
} from '../../domain/winners/claim-form';
import { claimDeadline, reminderAt, reminderDue } from '../../domain/winners/claim-window';
import {
  CLAIM_STATUSES,
  type ClaimAction,
  endsWin,
  sourcesOf,
  transition,
} from '../../domain/winners/prize-claim';
import { maskTaxId, needsTaxId, readTaxId } from '../../domain/winners/tax-id';
import { listedWinnerName } from '../../domain/winners/winners-list';

const ACTIONS: ClaimAction[] = ['accept', 'decline', 'verify', 'ship', 'deliver', 'forfeit', 'expire'];

describe("a claim's life", () => {
  it('goes notified, claimed, verified, shipped, delivered, and nowhere else', () => {
    const path: [ClaimAction, string][] = [
      ['accept', 'claimed'],
      ['verify', 'verified'],
      ['ship', 'shipped'],
      ['deliver', 'delivered'],
    ];
    let status = 'notified' as (typeof CLAIM_STATUSES)[number];
    for (const [action, to] of path) {
      const next = transition(status, action);
      expect(next).toEqual({ ok: true, value: to });
      if (next.ok) status = next.value;
    }
    for (const action of ACTIONS) expect(transition('delivered', action).ok).toBe(false);
  });

  it('every action is allowed exactly from the statuses the stores compare against', () => {
    for (const status of CLAIM_STATUSES)
      for (const action of ACTIONS)
        expect(transition(status, action).ok).toBe(sourcesOf(action).includes(status));
  });

  it('a decline or a forfeit ends the win; the window only forfeits an unanswered claim', () => {
    expect(transition('notified', 'decline')).toEqual({ ok: true, value: 'declined' });
    expect(transition('claimed', 'expire').ok).toBe(false);
    expect(transition('verified', 'forfeit')).toEqual({ ok: true, value: 'forfeited' });
    expect(transition('shipped', 'forfeit').ok).toBe(false);
    expect(CLAIM_STATUSES.filter(endsWin)).toEqual(['declined', 'forfeited']);
  });
});

describe('the claim window', () => {
  const notifiedAt = new Date('2026-03-01T12:00:00Z');
  const deadline = claimDeadline(notifiedAt, 72);
  const claim = (remindersSent: number) => ({ notifiedAt, deadline, remindersSent });
  const at = (hours: number) => new Date(notifiedAt.getTime() + hours * 3_600_000);

  it('reminds at a third and at two thirds (24 and 48 hours of 72), each once', () => {
    expect(reminderAt(notifiedAt, deadline, 1)).toEqual(at(24));
    expect(reminderAt(notifiedAt, deadline, 2)).toEqual(at(48));
    expect(reminderDue(claim(0), at(23.9))).toBeNull();
    expect(reminderDue(claim(0), at(24))).toBe(1);
    expect(reminderDue(claim(1), at(30))).toBeNull();
    expect(reminderDue(claim(1), at(48))).toBe(2);
    expect(reminderDue(claim(2), at(60))).toBeNull();
  });

  it('sends only the latest reminder after a pause, and none once the window passed', () => {
    expect(reminderDue(claim(0), at(50))).toBe(2);
    expect(reminderDue(claim(0), at(72))).toBeNull();
  });
});

describe('the claim form', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const form = (fields: Record<string, unknown> = {}) => ({
    legalName: 'Ada Palmer',
    dateOfBirth: '1990-05-17',
    address: { line1: '1 Main St', city: 'Fresno', state: 'ca', zip: '93650' },
    phone: '(559) 555-0100',
    acceptAffidavit: true,
    signature: '  ada   palmer ',
    taxId: '123456789',
    ...fields,
  });

  it('reads a complete claim, with the TIN only when the prize needs one', () => {
    const big = readClaimForm(form(), { now, prizeValueCents: 60_000 });
    expect(big).toMatchObject({
      ok: true,
      value: { taxId: '123456789', address: { state: 'CA', line2: '' } },
    });
    expect(readClaimForm(form({ taxId: undefined }), { now, prizeValueCents: 59_999 })).toMatchObject({
      ok: true,
      value: { taxId: null },
    });
  });

  it('is 18 on the 18th birthday, not the day before', () => {
    expect(ageOn('2012-06-01', now)).toBe(18);
    expect(ageOn('2012-06-02', now)).toBe(17);
    expect(readClaimForm(form({ dateOfBirth: '2012-06-02' }), { now, prizeValueCents: 0 })).toMatchObject({
      ok: false,
      error: { field: 'dateOfBirth', message: UNDER_AGE_MESSAGE },
    });
    expect(readClaimForm(form({ dateOfBirth: '1990-02-30' }), { now, prizeValueCents: 0 }).ok).toBe(false);
  });

  it('asks for the affidavit, a signature matching the legal name, a US ZIP and a phone', () => {
    const refused = (fields: Record<string, unknown>) =>
      readClaimForm(form(fields), { now, prizeValueCents: 0 });
    expect(refused({ acceptAffidavit: false })).toMatchObject({ error: { field: 'acceptAffidavit' } });
    expect(refused({ signature: 'A. Palmer' })).toMatchObject({
      error: { message: SIGNATURE_MISMATCH_MESSAGE },
    });
    expect(refused({ address: { line1: 'x', city: 'y', state: 'CA', zip: '9365' } })).toMatchObject({
      error: { field: 'address.zip' },
    });
    expect(refused({ address: { line1: 'x', city: 'y', state: 'FL', zip: '33101' } })).toMatchObject({
      error: { field: 'address.state' },
    });
    expect(refused({ phone: '555-0100' })).toMatchObject({ error: { field: 'phone' } });
  });
});

describe('taxpayer identification numbers', () => {
  it('reads SSNs and ITINs as 9 digits and refuses numbers never issued', () => {
    expect(readTaxId('123-45-6789')).toEqual({ ok: true, value: '123456789' });
    expect(readTaxId('912-70-1234')).toEqual({ ok: true, value: '912701234' });
    for (const bad of [
      '000-12-3456',
      '666-12-3456',
      '123-00-4567',
      '123-45-0000',
      '912-45-6789',
      '12-345-6789',
      '',
    ])
      expect(readTaxId(bad).ok).toBe(false);
  });

  it('is asked at $600 and above, and shown as its last four digits', () => {
    expect([needsTaxId(59_999), needsTaxId(60_000)]).toEqual([false, true]);
    expect(maskTaxId('6789')).toBe('***-**-6789');
  });
});

describe('the public winners list', () => {
  const ada = { firstName: 'Ada', lastName: 'palmer', state: 'CA', optOutPublicity: false };
  it("names a winner 'Ada P., CA' by default and a private one by state", () => {
    expect(listedWinnerName(ada)).toBe('Ada P., CA');
    expect(listedWinnerName({ ...ada, optOutPublicity: true })).toBe('A player from CA');
    expect(listedWinnerName(null)).toBe('A player');
  });
});
