import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { invalidInputOf } from '../endpoints/shared';
import { type AppError, ERROR_STATUS, errorBody, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../error-status';

/** The JSON error answer for a code of the error table. */
export function fail(c: Context, error: AppError): Response {
  if (error.code === 'UNAVAILABLE') c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(errorBody(error), ERROR_STATUS[error.code].http);
}

/** A validator callback for hono/validator: the parsed value, or 400 naming the field. */
export function parseWith<T>(schema: ZodType<T>) {
  return (value: unknown, c: Context): T | Response => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fail(c, invalidInputOf(parsed.error));
  };
}
