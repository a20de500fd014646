import { type TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import { invalidInputOf } from './endpoints/shared';
import {
  type AppError,
  AUTHENTICATION_REQUIRED,
  ERROR_STATUS,
  errorBody,
  INTERNAL_ERROR,
  trpcErrorData,
} from './error-status';

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

/** What a failed procedure reports: its domain error, or the edge's reading of tRPC's own, never internals. */
export function appErrorOf(error: TRPCError): AppError {
  if (error.cause instanceof DomainFailure) return error.cause.error;
  switch (error.code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
      if (error.cause instanceof z.ZodError) return invalidInputOf(error.cause);
      return invalidInput('body', error.message);
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
      return invalidInput('method', error.message);
    default:
      return INTERNAL_ERROR;
  }
}

/**
 * tRPC's error formatter: the error's body from the one serializer (errorBody), its message as the
 * error's message and the rest as `data` beside tRPC's code, HTTP status and path.
 */
export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const body = errorBody(appErrorOf(error));
  const { code, httpStatus, path } = shape.data;
  return { code: shape.code, message: body.message, data: trpcErrorData(body, { code, httpStatus, path }) };
}
