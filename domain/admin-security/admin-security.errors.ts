import { type DomainError, type DomainErrorOf, domainError, invalidInput } from '../shared/errors';
import { minutesLeft, secondsLeft, WRONG_CODES_TO_LOCK } from './code-lock';

export const twoFactorInvalid = (): DomainError =>
  domainError(
    'TWO_FACTOR_INVALID',
    'That code is not valid. Enter the 6-digit code from your authenticator app, or a recovery code.',
  );

export const twoFactorCodeUsed = (): DomainError =>
  domainError(
    'TWO_FACTOR_CODE_USED',
    'That code was already used. Wait for the next code in your authenticator app.',
  );

export const twoFactorNotSetUp = (): DomainError =>
  domainError(
    'TWO_FACTOR_NOT_SET_UP',
    'Set up two-factor sign-in for your account (scan the QR code and confirm a code) before turning it on',
  );

export const noEnrolmentPending = (): DomainError =>
  domainError(
    'TWO_FACTOR_NOT_SET_UP',
    'Start the two-factor set-up first: no QR code is waiting for confirmation',
  );

export const addressNotAllowed = (): DomainError =>
  domainError('ADDRESS_NOT_ALLOWED', 'The administrator area is not open to your network address');

export const allowlistExcludesYou = (address: string | null): DomainError =>
  domainError(
    'ADDRESS_NOT_ALLOWED',
    address === null
      ? 'The IP whitelist cannot be set: the server cannot tell your own address, so you would be locked out'
      : `The IP whitelist must include your own address (${address}), or you would be locked out`,
  );

/** The code step is locked for this account (code-lock.ts): no code, right or wrong, is checked. */
export const twoFactorLocked = (lockedUntil: Date, at: Date): DomainErrorOf<'TWO_FACTOR_LOCKED'> => {
  const minutes = minutesLeft(lockedUntil, at);
  return {
    code: 'TWO_FACTOR_LOCKED',
    message: `Too many wrong codes. Two-factor sign-in to this account is locked after ${WRONG_CODES_TO_LOCK} wrong codes in 15 minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    lockedUntil: lockedUntil.toISOString(),
    retryAfterSeconds: secondsLeft(lockedUntil, at),
  };
};

/** Replacing the authenticator without a current code or a recovery code. */
export const replacementNeedsCode = (): DomainError =>
  invalidInput(
    'code',
    'Enter a current code from your authenticator app, or a recovery code, to replace your authenticator',
  );
