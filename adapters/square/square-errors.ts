import { SquareError, SquareTimeoutError } from 'square';
import type { CardRefusal } from '../../application/payments/ports/payment-gateway';

/**
 * Error codes outside PAYMENT_METHOD_ERROR that still mean "this card cannot be used" (a spent or
 * unknown nonce, a disabled or missing card on file) rather than a bug in our request.
 */
const CARD_UNUSABLE_CODES = new Set([
  'NOT_FOUND',
  'INVALID_CARD',
  'INVALID_CARD_DATA',
  'CARD_TOKEN_USED',
  'CARD_TOKEN_EXPIRED',
  'SOURCE_USED',
  'SOURCE_EXPIRED',
  'CARD_NOT_SUPPORTED',
  'UNSUPPORTED_CARD_BRAND',
]);

/**
 * True when Square may or may not have acted: a timeout, a dropped connection, a 5xx, a 408 or a
 * 429. For a charge that is `unknown`: only a retry with the same idempotency key settles it.
 */
export function isIndeterminate(error: unknown): boolean {
  if (error instanceof SquareTimeoutError) return true;
  // The SDK wraps every network failure in a SquareError; anything else is a bug of ours.
  if (!(error instanceof SquareError)) return false;
  const status = error.statusCode;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** Why the call has no known outcome, for logs and the reconciler. */
export function indeterminateReason(error: unknown): string {
  if (isTimeout(error)) return 'timeout: Square did not answer in time';
  if (error instanceof SquareError && error.statusCode !== undefined)
    return `Square answered ${error.statusCode}`;
  return `connection failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The SDK aborts a slow request with the reason string "timeout"; Node's fetch rethrows that string,
 * so the SDK reports a plain SquareError whose cause is "timeout" rather than a SquareTimeoutError.
 */
function isTimeout(error: unknown): boolean {
  return error instanceof SquareTimeoutError || (error instanceof SquareError && error.cause === 'timeout');
}

/** The card refusal a 4xx carries (e.g. GENERIC_DECLINE, CVV_FAILURE), or null when it is not one. */
export function cardRefusalOf(error: unknown): CardRefusal | null {
  if (!(error instanceof SquareError) || isIndeterminate(error)) return null;
  const cause = error.errors.find(
    (e) => e.category === 'PAYMENT_METHOD_ERROR' || CARD_UNUSABLE_CODES.has(e.code),
  );
  return cause ? { code: cause.code, detail: cause.detail ?? cause.code } : null;
}

/** The id of the FAILED payment Square returns beside a decline, when it does. */
export function failedPaymentIdOf(error: unknown): string | null {
  if (!(error instanceof SquareError)) return null;
  const body = error.body as { payment?: { id?: unknown } } | undefined;
  return typeof body?.payment?.id === 'string' ? body.payment.id : null;
}

/** An error to throw for a call Square refused for a reason that is not the card's. */
export function squareFailure(operation: string, error: unknown): Error {
  if (error instanceof SquareError) {
    const codes = error.errors.map((e) => `${e.code}${e.detail ? ` (${e.detail})` : ''}`).join(', ');
    return new Error(`Square ${operation} failed: ${error.statusCode ?? 'no answer'} ${codes}`, {
      cause: error,
    });
  }
  return new Error(`Square ${operation} failed: ${indeterminateReason(error)}`, { cause: error });
}
