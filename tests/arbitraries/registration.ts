import fc from 'fast-check';
import type { RegistrationInput, RegistrationRules } from '../../domain/accounts/registration';
import { stateCodeArb } from './player';

export const NOW = new Date('2030-06-01T12:00:00Z');
export const GMAIL_ONLY: RegistrationRules = { allowedEmailDomains: ['gmail.com'] };

const nameArb = fc.stringMatching(/^[A-Z][a-z]{0,30}$/);
const localPartArb = fc.stringMatching(/^[a-z][a-z0-9._]{0,30}$/);
export const passwordArb = fc.string({ minLength: 6, maxLength: 40 });
export const shortPasswordArb = fc.string({ maxLength: 5 });
const phoneArb = fc.stringMatching(/^\d{3}-\d{3}-\d{4}$/);

/** A complete first-form payload (the sign-up form with state and terms) for any state. */
export const form1Arb = (state: fc.Arbitrary<string> = stateCodeArb): fc.Arbitrary<RegistrationInput> =>
  fc.record({
    firstName: nameArb,
    lastName: nameArb,
    email: localPartArb.map((l) => `${l}@gmail.com`),
    phone: phoneArb,
    password: passwordArb,
    state,
    optOutPublicity: fc.boolean(),
    acceptedTermsAt: fc
      .date({ min: new Date('2029-01-01T00:00:00Z'), max: NOW, noInvalidDate: true })
      .map((d) => d.toISOString()),
  });

/** A complete second-form payload: names, any e-mail, password and an optional phone. */
export const form2Arb: fc.Arbitrary<RegistrationInput> = fc.record(
  {
    firstName: nameArb,
    lastName: nameArb,
    email: fc
      .tuple(localPartArb, fc.constantFrom('gmail.com', 'example.org', 'mail.co.uk'))
      .map(([l, d]) => `${l}@${d}`),
    phone: phoneArb,
    password: passwordArb,
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'password'] },
);

/** Anything a hand-made request could put in a field. */
export const garbageArb = fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string()), fc.object());
