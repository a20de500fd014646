import type { DomainErrorOf } from '../shared/errors';

const EMAIL_TAKEN_MESSAGE = 'Email already registered';
const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';

/** A player who may not play for money because of their state of residence. */
export const notEligible = (message: string): DomainErrorOf<'NOT_ELIGIBLE'> => ({
  code: 'NOT_ELIGIBLE',
  message,
  field: 'state',
});

export const emailTaken = (): DomainErrorOf<'EMAIL_TAKEN'> => ({
  code: 'EMAIL_TAKEN',
  message: EMAIL_TAKEN_MESSAGE,
  field: 'email',
});

/** A signed-in player's wrong current password (a 400, not a 401 that would sign them out). */
export const wrongPassword = (): DomainErrorOf<'WRONG_PASSWORD'> => ({
  code: 'WRONG_PASSWORD',
  message: WRONG_PASSWORD_MESSAGE,
  field: 'currentPassword',
});

export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';
const ACCOUNT_INACTIVE_MESSAGE = 'This account is inactive. Please contact support.';

/** Sign-in of an account the administrator made inactive or suspended (a 403). */
export const accountDisabled = (status: 'inactive' | 'suspended'): DomainErrorOf<'ACCOUNT_DISABLED'> => ({
  code: 'ACCOUNT_DISABLED',
  message: status === 'suspended' ? ACCOUNT_SUSPENDED_MESSAGE : ACCOUNT_INACTIVE_MESSAGE,
});
