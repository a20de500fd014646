import { createMiddleware } from 'hono/factory';
import type { OpenWrite } from '../../../application/operations/open-write-limit';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import { type AppError, errorBody } from '../error-status';

export const tooManyWrites = (refused: Extract<OpenWrite, { ok: false }>): AppError => ({
  code: 'TOO_MANY_ATTEMPTS',
  message: refused.message,
});

/**
 * Declared on each REST route anyone may call to create an account, store a message or send an
 * e-mail (registration, the contact form, 'Get Notified', forgot-password): the write counts against
 * the client address's allowance whether or not a session comes with it; tRPC's twins use
 * `openWriteProcedure` (trpc.ts). Refused: 429 TOO_MANY_ATTEMPTS with Retry-After, nothing done.
 */
export const openWrite = (useCases: UseCases) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    const taken = await useCases.openWriteLimit.take(c.var.clientIp ?? null);
    if (taken.ok) return next();
    c.header('Retry-After', String(taken.retryAfterSeconds));
    return c.json(errorBody(tooManyWrites(taken)), 429);
  });
