import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RegistrationInput, validateRegistration } from '../../domain/accounts/registration';
import { ELIGIBLE_STATES, stateName, US_STATES } from '../../domain/accounts/us-states';
import { blockedStateArb, eligibleStateArb, notAStateArb } from '../arbitraries/player';
import { form1Arb, GMAIL_ONLY, NOW, passwordArb, shortPasswordArb } from '../arbitraries/registration';

const register = (input: RegistrationInput, rules = GMAIL_ONLY) => validateRegistration(input, rules, NOW);
const refusal = (input: RegistrationInput, rules = GMAIL_ONLY) => {
  const result = register(input, rules);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};
const valid: RegistrationInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Gmail.com ',
  phone: '615-555-0100',
  password: 'secret1',
  state: 'TN',
  optOutPublicity: true,
  acceptedTermsAt: '2030-05-31T10:00:00Z',
};

describe('sign-up form 1 (with state and terms)', () => {
  it('admits every eligible state and records it with the acceptance time', () => {
    for (const state of ELIGIBLE_STATES) {
      const result = register({ ...valid, state });
      expect(result).toEqual({
        ok: true,
        value: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@gmail.com',
          phone: '615-555-0100',
          password: 'secret1',
          state,
          optOutPublicity: true,
          acceptedTermsAt: new Date('2030-05-31T10:00:00Z'),
        },
      });
    }
  });

  it("refuses residents of NY, FL, RI and HI with the rules' sentence and the state's name", () => {
    for (const { code, name } of US_STATES.filter((s) => !ELIGIBLE_STATES.includes(s.code))) {
      expect(refusal({ ...valid, state: code })).toEqual({
        code: 'NOT_ELIGIBLE',
        field: 'state',
        message: `Sorry, residents of ${name} are not eligible to participate in paid games due to state regulations.`,
      });
    }
    expect(refusal({ ...valid, state: 'ny' }).message).toContain('New York');
  });

  it('any complete payload from an eligible state is accepted; from a blocked state refused', () => {
    fc.assert(
      fc.property(form1Arb(eligibleStateArb), (input) => {
        expect(register(input).ok).toBe(true);
      }),
    );
    fc.assert(
      fc.property(form1Arb(blockedStateArb), (input) => {
        expect(refusal(input).message).toContain(stateName(String(input.state)));
      }),
    );
  });

  it('a code that is no US state is invalid input, not a blocked state', () => {
    fc.assert(
      fc.property(notAStateArb, (state) => {
        expect(refusal({ ...valid, state })).toMatchObject({ code: 'INVALID_INPUT', field: 'state' });
      }),
    );
  });

  it('needs names, phone and state', () => {
    for (const field of ['firstName', 'lastName', 'phone', 'state'] as const) {
      for (const blank of ['', '  ', null]) {
        expect(refusal({ ...valid, [field]: blank })).toEqual({
          code: 'INVALID_INPUT',
          field,
          message: 'All fields are required including state',
        });
      }
    }
  });

  it('accepts only addresses of the allowed domains, with an example', () => {
    for (const email of ['ada@yahoo.com', 'ada@gmail.co', 'not-an-email', '', undefined]) {
      expect(refusal({ ...valid, email })).toEqual({
        code: 'INVALID_INPUT',
        field: 'email',
        message: 'Please enter a valid Gmail address (e.g., yourname@gmail.com)',
      });
    }
    const rules = { allowedEmailDomains: ['example.org'] };
    expect(refusal(valid, rules).message).toBe(
      'Please enter a valid e-mail address at example.org (e.g., yourname@example.org)',
    );
    expect(register({ ...valid, email: 'ada@example.org' }, rules).ok).toBe(true);
  });

  it('passwords of fewer than 6 characters are refused; confirmation must match', () => {
    fc.assert(
      fc.property(shortPasswordArb, (password) => {
        expect(refusal({ ...valid, password })).toEqual({
          code: 'INVALID_INPUT',
          field: 'password',
          message: 'Password must be at least 6 characters long',
        });
      }),
    );
    fc.assert(
      fc.property(passwordArb, passwordArb, (password, confirmPassword) => {
        fc.pre(password !== confirmPassword);
        expect(refusal({ ...valid, password, confirmPassword }).message).toBe('Passwords do not match');
      }),
    );
  });

  it('needs the terms accepted, at a time not in the future', () => {
    for (const acceptedTermsAt of [null, '', 'yesterday', 42, '2030-06-02T00:00:00Z']) {
      expect(refusal({ ...valid, acceptedTermsAt })).toEqual({
        code: 'INVALID_INPUT',
        field: 'acceptedTermsAt',
        message: 'Please accept the Terms & Conditions and Privacy Policy',
      });
    }
    expect(register({ ...valid, acceptedTermsAt: new Date('2030-01-01') }).ok).toBe(true);
  });

  it('needs the 18+ confirmation when the form sends it', () => {
    expect(refusal({ ...valid, ageConfirmed: false })).toMatchObject({
      field: 'ageConfirmed',
      message: 'You must be 18 years or older to participate',
    });
    expect(register({ ...valid, ageConfirmed: true }).ok).toBe(true);
  });
});
