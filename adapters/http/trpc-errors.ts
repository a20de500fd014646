import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { DomainError } from '../../domain/errors';
import type { Result } from '../../domain/result';
import { type AppError, AUTHENTICATION_REQUIRED, ERROR_STATUS, INTERNAL_ERROR } from './error-status';
import { invalidInput } from './validation';

/** Carries a domain error through tRPC so the error formatter can report its code and fields. */
export class DomainFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'DomainFailure';
  }
}

export function trpcErrorOf(error: AppError): TRPCError {
  return new TRPCError({
    code: ERROR_STATUS[error.code].trpc,
    message: error.message,
    cause: new DomainFailure(error),
  });
}

/** A procedure's answer: the value of a successful result, or the tRPC error its code maps to. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (result.ok) return result.value;
  throw trpcErrorOf(result.error);
}

/** What a failed procedure reports as `appCode`, `field` and `description`, never internals. */
export function appErrorOf(error: TRPCError): AppError {
  if (error.cause instanceof DomainFailure) return error.cause.error;
  switch (error.code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
      if (error.cause instanceof z.ZodError) return invalidInput(error.cause);
      return { code: 'INVALID_INPUT', message: error.message };
    case 'UNAUTHORIZED':
      return AUTHENTICATION_REQUIRED;
    case 'NOT_FOUND':
      return { code: 'NOT_FOUND', message: error.message };
    case 'FORBIDDEN':
      return { code: 'FORBIDDEN', message: error.message };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: error.message };
    case 'PAYLOAD_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: error.message };
    case 'METHOD_NOT_SUPPORTED':
      return { code: 'INVALID_INPUT', message: error.message };
    default:
      return INTERNAL_ERROR;
  }
}
