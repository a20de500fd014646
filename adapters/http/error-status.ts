import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, ErrorCode } from '../../domain/errors';

/** Codes the edge itself produces, besides the domain's. */
export type EdgeErrorCode = 'FORBIDDEN' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL';
export type AppErrorCode = ErrorCode | EdgeErrorCode;

interface Status {
  http: ContentfulStatusCode;
  trpc: TRPC_ERROR_CODE_KEY;
}

/** The one table from error codes to HTTP and tRPC status. */
export const ERROR_STATUS: Record<AppErrorCode, Status> = {
  INVALID_INPUT: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHENTICATED: { http: 401, trpc: 'UNAUTHORIZED' },
  INVALID_CREDENTIALS: { http: 401, trpc: 'UNAUTHORIZED' },
  // A signed-in player's wrong current password: not a 401, which would sign the client out.
  WRONG_PASSWORD: { http: 400, trpc: 'BAD_REQUEST' },
  ACCOUNT_DISABLED: { http: 403, trpc: 'FORBIDDEN' },
  TOO_MANY_ATTEMPTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  EMAIL_TAKEN: { http: 409, trpc: 'CONFLICT' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  GAME_NOT_STARTED: { http: 409, trpc: 'CONFLICT' },
  GAME_ENDED: { http: 409, trpc: 'CONFLICT' },
  GAME_COMPLETE: { http: 409, trpc: 'CONFLICT' },
  FREE_PLAY_EXHAUSTED: { http: 409, trpc: 'CONFLICT' },
  NOT_ELIGIBLE: { http: 403, trpc: 'FORBIDDEN' },
  MAINTENANCE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  // Payments: the spec's client reads a 400 with paymentFailed, or a 400 mentioning the card.
  NO_PAYMENT_METHOD: { http: 400, trpc: 'BAD_REQUEST' },
  CARD_REFUSED: { http: 400, trpc: 'BAD_REQUEST' },
  UNSUPPORTED_CARD_BRAND: { http: 400, trpc: 'BAD_REQUEST' },
  PAYMENT_DECLINED: { http: 400, trpc: 'BAD_REQUEST' },
  PAYMENT_PENDING: { http: 409, trpc: 'CONFLICT' },
  PAYMENT_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  HOLD_OPEN: { http: 409, trpc: 'CONFLICT' },
  HOLD_EXPIRED: { http: 409, trpc: 'CONFLICT' },
  REQUEST_ID_REUSED: { http: 409, trpc: 'CONFLICT' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
};

/** An error as the edge reports it: a domain error or one the edge raises itself. */
export interface AppError extends Omit<DomainError, 'code'> {
  code: AppErrorCode;
}

/** The JSON body of every REST error answer: { message, code, field?, description?, payment fields? }. */
export function errorBody(error: AppError): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = { message: error.message, code: error.code };
  if (error.field !== undefined) body.field = error.field;
  if (error.description !== undefined) body.description = error.description;
  // A declined paid spin (player.md section 7): paymentFailed, number, paymentMessage.
  if (error.paymentFailed !== undefined) body.paymentFailed = error.paymentFailed;
  if (error.number !== undefined) body.number = error.number;
  if (error.paymentMessage !== undefined) body.paymentMessage = error.paymentMessage;
  if (error.declineCode !== undefined) body.declineCode = error.declineCode;
  return body;
}

export const AUTHENTICATION_REQUIRED: AppError = {
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};

export const INTERNAL_ERROR: AppError = { code: 'INTERNAL', message: 'Internal server error' };
