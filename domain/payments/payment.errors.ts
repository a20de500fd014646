import { holdOpenMessage } from '../play/hold-policy';
import type { DomainErrorOf } from '../shared/errors';
import { domainError } from '../shared/errors';
import { ACCEPTED_BRANDS_MESSAGE, declineMessage, PAYMENT_TOKEN_MESSAGE } from './payment-messages';

export const PAYMENT_PENDING_MESSAGE =
  'Your payment is being confirmed. Your number is reserved for you; this takes a moment.';
const CARD_NOT_FOUND_MESSAGE = 'Payment card not found';
const PAYMENT_UNAVAILABLE_MESSAGE =
  'Card payments are unavailable right now. Please try again in a few minutes.';

/** No default card: the payment-token sentence (docs/rules/payments.md, Cards). */
export const noPaymentMethod = (): DomainErrorOf<'NO_PAYMENT_METHOD'> => ({
  code: 'NO_PAYMENT_METHOD',
  message: PAYMENT_TOKEN_MESSAGE,
});

/** The card form sent a token no card can come from: the same sentence, naming the field. */
export const unusableCardToken = (): DomainErrorOf<'NO_PAYMENT_METHOD'> => ({
  ...noPaymentMethod(),
  field: 'cardNonce',
});

/**
 * A declined charge, with the fields the client reads: `number` is the number now held for the
 * player, or null when the decline holds nothing (its number went back to the game at once).
 */
export function paymentDeclined({
  number,
  declineCode,
}: {
  number: number | null;
  declineCode: string;
}): DomainErrorOf<'PAYMENT_DECLINED'> {
  const paymentMessage = declineMessage(declineCode, number);
  return {
    code: 'PAYMENT_DECLINED',
    message: paymentMessage,
    paymentFailed: true,
    number,
    paymentMessage,
    declineCode,
  };
}

/** A card the gateway would not store. */
export function cardRefused(
  code: string,
): DomainErrorOf<'CARD_REFUSED'> | DomainErrorOf<'UNSUPPORTED_CARD_BRAND'> {
  if (code === 'UNSUPPORTED_CARD_BRAND') return unsupportedCardBrand();
  return { code: 'CARD_REFUSED', message: declineMessage(code, null), field: 'cardNonce', declineCode: code };
}

export const unsupportedCardBrand = (): DomainErrorOf<'UNSUPPORTED_CARD_BRAND'> => ({
  code: 'UNSUPPORTED_CARD_BRAND',
  message: ACCEPTED_BRANDS_MESSAGE,
  field: 'cardNonce',
  declineCode: 'UNSUPPORTED_CARD_BRAND',
});

export const holdOpen = (number: number, expiresAt: Date, now: Date): DomainErrorOf<'HOLD_OPEN'> => ({
  code: 'HOLD_OPEN',
  message: holdOpenMessage(number, expiresAt, now),
  number,
});

export const noHeldNumber = (number: number): DomainErrorOf<'NOT_FOUND'> =>
  domainError('NOT_FOUND', `You have no held number ${number} in this game`);

export const holdExpired = (number: number): DomainErrorOf<'HOLD_EXPIRED'> => ({
  code: 'HOLD_EXPIRED',
  message: `The hold on number ${number} has ended and it went back to the game. Spin again to play.`,
  number,
});

export const paymentPending = (number: number): DomainErrorOf<'PAYMENT_PENDING'> => ({
  code: 'PAYMENT_PENDING',
  message: `A payment for number ${number} is still being confirmed. Please wait a moment.`,
  number,
});

export const requestIdReused = (): DomainErrorOf<'REQUEST_ID_REUSED'> => ({
  code: 'REQUEST_ID_REUSED',
  message: 'This request id was already used for a spin in another game',
  field: 'requestId',
});

export const cardNotFound = (): DomainErrorOf<'NOT_FOUND'> =>
  domainError('NOT_FOUND', CARD_NOT_FOUND_MESSAGE);

export const paymentUnavailable = (): DomainErrorOf<'PAYMENT_UNAVAILABLE'> =>
  domainError('PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
