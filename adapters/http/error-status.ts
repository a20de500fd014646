import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, ErrorCode } from '../../domain/shared/errors';

/** Codes the edge itself produces, besides the domain's. */
type EdgeErrorCode =
  | 'FORBIDDEN'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'INTERNAL';
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
  GAME_CANCELLED: { http: 409, trpc: 'CONFLICT' },
  GAME_COMPLETE: { http: 409, trpc: 'CONFLICT' },
  NO_NUMBER_FOR_SALE: { http: 409, trpc: 'CONFLICT' },
  FREE_PLAY_EXHAUSTED: { http: 409, trpc: 'CONFLICT' },
  NOT_ELIGIBLE: { http: 403, trpc: 'FORBIDDEN' },
  MAINTENANCE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  // Payments: REST clients read a 400 with paymentFailed, or a 400 mentioning the card.
  NO_PAYMENT_METHOD: { http: 400, trpc: 'BAD_REQUEST' },
  CARD_REFUSED: { http: 400, trpc: 'BAD_REQUEST' },
  UNSUPPORTED_CARD_BRAND: { http: 400, trpc: 'BAD_REQUEST' },
  PAYMENT_DECLINED: { http: 400, trpc: 'BAD_REQUEST' },
  PAYMENT_PENDING: { http: 409, trpc: 'CONFLICT' },
  PAYMENT_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  HOLD_OPEN: { http: 409, trpc: 'CONFLICT' },
  HOLD_EXPIRED: { http: 409, trpc: 'CONFLICT' },
  REQUEST_ID_REUSED: { http: 409, trpc: 'CONFLICT' },
  GAME_NUMBERS_LOCKED: { http: 409, trpc: 'CONFLICT' },
  WINNER_ALREADY_SELECTED: { http: 409, trpc: 'CONFLICT' },
  DRAW_NOT_OPEN: { http: 409, trpc: 'CONFLICT' },
  DRAW_WAITING: { http: 409, trpc: 'CONFLICT' },
  NO_ENTRIES: { http: 409, trpc: 'CONFLICT' },
  GAME_NOT_OVER: { http: 409, trpc: 'CONFLICT' },
  ALREADY_SENT: { http: 409, trpc: 'CONFLICT' },
  CLAIM_NOT_OPEN: { http: 409, trpc: 'CONFLICT' },
  TWO_FACTOR_INVALID: { http: 401, trpc: 'UNAUTHORIZED' },
  TWO_FACTOR_CODE_USED: { http: 401, trpc: 'UNAUTHORIZED' },
  TWO_FACTOR_NOT_SET_UP: { http: 409, trpc: 'CONFLICT' },
  TWO_FACTOR_LOCKED: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  ADDRESS_NOT_ALLOWED: { http: 403, trpc: 'FORBIDDEN' },
  // Responsible play: the player's own limit or break refuses the spin, nothing was charged.
  LIMIT_REACHED: { http: 403, trpc: 'FORBIDDEN' },
  ENTRY_LIMIT_REACHED: { http: 409, trpc: 'CONFLICT' },
  SELF_EXCLUDED: { http: 403, trpc: 'FORBIDDEN' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
};

/** An error the edge raises itself: just its code and a message. */
interface EdgeError {
  code: EdgeErrorCode;
  message: string;
}

/** An error as the edge reports it: a domain error (one variant per code) or the edge's own. */
export type AppError = DomainError | EdgeError;

/**
 * The JSON body of every REST error answer, and what tRPC error data is built from: `message`,
 * `code` and the fields of that code's variant, nothing else (docs/rules/operations.md, Security: a declined spin's
 * `paymentFailed`, `number`, `paymentMessage`; a free spin's `description`).
 */
export type ErrorBody = AppError;

/** The one serializer of errors, for REST bodies and tRPC data alike. */
export function errorBody(error: AppError): ErrorBody {
  const { code, message, ...fields } = error;
  return { message, code, ...fields } as ErrorBody;
}

/** The tRPC envelope around a body: tRPC's own code, the HTTP status and the procedure's path. */
export interface TrpcEnvelope {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path: string | undefined;
}

/**
 * A tRPC error's `data`: the envelope, the body's code as `appCode` and the body's variant fields.
 * The body's `message` is the tRPC error's own message.
 */
export function trpcErrorData(body: ErrorBody, envelope: TrpcEnvelope) {
  const { code, message: _message, ...fields } = body;
  return { ...envelope, appCode: code, ...fields };
}

export const AUTHENTICATION_REQUIRED: AppError = {
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};

export const INTERNAL_ERROR: AppError = { code: 'INTERNAL', message: 'Internal server error' };

/** Seconds a client should wait before sending a request again that met the database unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * The answer to a request that met the database unreachable (a failover under way): 503 with
 * Retry-After, never a 500. Sent again with the same Idempotency-Key, a spin answers what the first did.
 */
export const DATABASE_UNAVAILABLE: AppError = {
  code: 'UNAVAILABLE',
  message: 'The site cannot reach its database for a moment: try again in a few seconds',
};
