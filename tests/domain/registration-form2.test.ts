import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RegistrationInput,
  validatePassword,
  validateRegistration,
} from '../../domain/accounts/registration';
import { form2Arb, GMAIL_ONLY, garbageArb, NOW, shortPasswordArb } from '../arbitraries/registration';
import { fieldOf } from '../support/error-fields';

const register = (input: RegistrationInput) => validateRegistration(input, GMAIL_ONLY, NOW);
const refusal = (input: RegistrationInput) => {
  const result = register(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};
const valid: RegistrationInput = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.mil',
  password: 'cobol1959',
};

describe('sign-up form 2 (names, e-mail, password, optional phone)', () => {
  it('accepts any e-mail domain and leaves state and terms empty', () => {
    fc.assert(
      fc.property(form2Arb, (input) => {
        const result = register(input);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.value.state).toBeNull();
          expect(result.value.acceptedTermsAt).toBeNull();
          expect(result.value.phone).toBe(input.phone ?? null);
        }
      }),
    );
  });

  it("names each missing field: '{Field} is required'", () => {
    const cases = {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      password: 'Password',
    } as const;
    for (const [field, label] of Object.entries(cases)) {
      expect(refusal({ ...valid, [field]: undefined })).toEqual({
        code: 'INVALID_INPUT',
        field,
        message: `${label} is required`,
      });
    }
  });

  it('refuses a malformed e-mail and a short password', () => {
    expect(refusal({ ...valid, email: 'grace@' })).toMatchObject({ field: 'email' });
    fc.assert(
      fc.property(
        shortPasswordArb.filter((p) => p !== ''),
        (password) => {
          expect(refusal({ ...valid, password }).message).toBe('Password must be at least 6 characters long');
        },
      ),
    );
    expect(refusal({ ...valid, confirmPassword: 'other-password' }).message).toBe('Passwords do not match');
  });

  it('is case-insensitive about e-mails: stored trimmed and lower-cased', () => {
    expect(register({ ...valid, email: '  Grace@Navy.MIL ' })).toMatchObject({
      ok: true,
      value: { email: 'grace@navy.mil' },
    });
  });

  it('bounds the length of names, e-mail and password', () => {
    expect(refusal({ ...valid, firstName: 'x'.repeat(101) }).message).toBe(
      'First name must be at most 100 characters long',
    );
    expect(fieldOf(refusal({ ...valid, email: `${'x'.repeat(250)}@a.com` }))).toBe('email');
    expect(fieldOf(refusal({ ...valid, password: 'x'.repeat(201) }))).toBe('password');
  });

  it('a garbage value in any field is invalid input naming that field, never a crash', () => {
    const fields = ['firstName', 'lastName', 'email', 'phone', 'password', 'optOutPublicity'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), garbageArb, (field, garbage) => {
        fc.pre(typeof garbage !== 'boolean' || field !== 'optOutPublicity');
        expect(refusal({ ...valid, [field]: garbage })).toMatchObject({ code: 'INVALID_INPUT', field });
      }),
    );
  });

  it('an optional phone, when given, must look like a phone number', () => {
    expect(refusal({ ...valid, phone: 'call me' })).toMatchObject({ field: 'phone' });
    expect(register({ ...valid, phone: '+1 (615) 555-0100' }).ok).toBe(true);
  });
});

describe('a password', () => {
  it('is kept exactly as typed when 6 to 200 characters long', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 200 }), (password) => {
        expect(validatePassword(password)).toEqual({ ok: true, value: password });
      }),
    );
  });
});
