import { z } from 'zod';
import { idFromTextSchema, idSchema, text } from './validation';

/**
 * Either registration payload, checked for types only: the domain checks the rules and words the
 * messages (docs/rules/accounts.md), so a missing field passes here and is named there.
 */
export const registrationInput = z.object({
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  email: text(320).nullish(),
  phone: text(100).nullish(),
  password: text(1000).nullish(),
  confirmPassword: text(1000).nullish(),
  state: text(100).nullish(),
  optOutPublicity: z.boolean().nullish(),
  acceptedTermsAt: text(100).nullish(),
  ageConfirmed: z.boolean().nullish(),
});

/** Missing credentials pass, so the domain can answer 'Email and password are required'. */
export const loginInput = z.object({
  email: text(320).optional(),
  password: text(1000).optional(),
});

/** The administrator's sign-in: the second step sends the authenticator's or a recovery code too. */
export const adminLoginInput = loginInput.extend({ code: text(64).optional() });

export const twoFactorCodeInput = z.object({ code: text(64) });

/** Replacing the authenticator: a current code or a recovery code (none for a first enrolment). */
export const twoFactorReplacementInput = z.object({ code: text(64).optional() }).optional();

export const gameIdInput = z.object({ id: idSchema });
export const freeSpinInput = z.object({ gameId: idSchema });

/** REST clients may send ids as text (the pages read them from the URL). */
export const gameIdParam = z.object({ id: idFromTextSchema });
export const freeSpinBody = z.object({ gameId: idFromTextSchema });
