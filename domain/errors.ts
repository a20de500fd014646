/**
 * Every error a caller can recover from carries one of these stable codes. The edge maps each code
 * to an HTTP and tRPC status in one table (adapters/http/error-status.ts).
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'WRONG_PASSWORD'
  | 'ACCOUNT_DISABLED'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'GAME_NOT_STARTED'
  | 'GAME_ENDED'
  | 'GAME_COMPLETE'
  | 'FREE_PLAY_EXHAUSTED'
  | 'NOT_ELIGIBLE'
  | 'MAINTENANCE'
  // Payments (cards on file, paid spins, held numbers).
  | 'NO_PAYMENT_METHOD'
  | 'CARD_REFUSED'
  | 'UNSUPPORTED_CARD_BRAND'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_PENDING'
  | 'PAYMENT_UNAVAILABLE'
  | 'HOLD_OPEN'
  | 'HOLD_EXPIRED'
  | 'REQUEST_ID_REUSED';

export interface DomainError {
  code: ErrorCode;
  /** A sentence a player can read (the spec's copy where it has one). */
  message: string;
  /** The input field at fault, for INVALID_INPUT. */
  field?: string;
  /** The spec's `description` for free-spin errors. */
  description?: string;
  /** A declined paid spin (player.md section 7): the held number and the player's text. */
  paymentFailed?: boolean;
  number?: number;
  paymentMessage?: string;
  /** The gateway's refusal code (INSUFFICIENT_FUNDS, CVV_FAILURE...), stable for clients. */
  declineCode?: string;
}

export const domainError = (
  code: ErrorCode,
  message: string,
  extra: Partial<DomainError> = {},
): DomainError => ({
  code,
  message,
  ...extra,
});
