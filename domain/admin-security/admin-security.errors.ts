import { type DomainError, domainError } from '../shared/errors';

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
