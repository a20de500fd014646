import { type DomainError, domainError } from './errors';
import { holdOpenMessage } from './hold-policy';
import { ACCEPTED_BRANDS_MESSAGE, declineMessage, PAYMENT_TOKEN_MESSAGE } from './payment-messages';

export const PAYMENT_PENDING_MESSAGE =
  'Your payment is being confirmed. Your number is reserved for you; this takes a moment.';
export const CARD_NOT_FOUND_MESSAGE = 'Payment card not found';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Card payments are unavailable right now. Please try again in a few minutes.';

/** No default card: the spec's payment-token sentence (player.md section 5). */
export const noPaymentMethod = (): DomainError => domainError('NO_PAYMENT_METHOD', PAYMENT_TOKEN_MESSAGE);

/** A declined charge, with the fields the spec's client reads (player.md section 7). */
export function paymentDeclined(number: number, declineCode: string): DomainError {
  const paymentMessage = declineMessage(declineCode, number);
  return domainError('PAYMENT_DECLINED', paymentMessage, {
    paymentFailed: true,
    number,
    paymentMessage,
    declineCode,
  });
}

/** A card the gateway would not store. */
export function cardRefused(code: string): DomainError {
  if (code === 'UNSUPPORTED_CARD_BRAND') return unsupportedCardBrand();
  return domainError('CARD_REFUSED', declineMessage(code, null), { declineCode: code, field: 'cardNonce' });
}

export const unsupportedCardBrand = (): DomainError =>
  domainError('UNSUPPORTED_CARD_BRAND', ACCEPTED_BRANDS_MESSAGE, {
    declineCode: 'UNSUPPORTED_CARD_BRAND',
    field: 'cardNonce',
  });

export const holdOpen = (number: number, expiresAt: Date, now: Date): DomainError =>
  domainError('HOLD_OPEN', holdOpenMessage(number, expiresAt, now), { number });

export const noHeldNumber = (number: number): DomainError =>
  domainError('NOT_FOUND', `You have no held number ${number} in this game`, { number });

export const holdExpired = (number: number): DomainError =>
  domainError(
    'HOLD_EXPIRED',
    `The hold on number ${number} has ended and it went back to the game. Spin again to play.`,
    { number },
  );

export const paymentPending = (number: number): DomainError =>
  domainError(
    'PAYMENT_PENDING',
    `A payment for number ${number} is still being confirmed. Please wait a moment.`,
    {
      number,
    },
  );

export const requestIdReused = (): DomainError =>
  domainError('REQUEST_ID_REUSED', 'This request id was already used for a spin in another game', {
    field: 'requestId',
  });

export const cardNotFound = (): DomainError => domainError('NOT_FOUND', CARD_NOT_FOUND_MESSAGE);

export const paymentUnavailable = (): DomainError =>
  domainError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
