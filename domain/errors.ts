/**
 * Every error a caller can recover from carries one of these stable codes. The edge maps each code
 * to an HTTP and tRPC status in one table (adapters/http/error-status.ts).
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_DISABLED'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'GAME_NOT_STARTED'
  | 'GAME_ENDED'
  | 'GAME_COMPLETE'
  | 'FREE_PLAY_EXHAUSTED'
  | 'NOT_ELIGIBLE'
  | 'MAINTENANCE';

export interface DomainError {
  code: ErrorCode;
  /** A sentence a player can read (the spec's copy where it has one). */
  message: string;
  /** The input field at fault, for INVALID_INPUT. */
  field?: string;
  /** The spec's `description` for free-spin errors. */
  description?: string;
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
