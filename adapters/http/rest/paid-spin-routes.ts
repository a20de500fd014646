import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { invalidInput } from '../../../domain/shared/errors';
import type { UseCases } from '../../wiring/use-cases';
import { idempotencyKeyHeader, paidSpinBody, presentPaidSpin } from '../endpoints/play/paid-spins';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { fail, parseWith } from './respond';

/**
 * Hand-written: the request id rides in the Idempotency-Key header and a charge still being
 * confirmed answers 202. POST /spin reserves, charges and confirms in one call; sending the same
 * Idempotency-Key again gives the settled answer, never a second charge. Without the header every
 * request is a new spin.
 */
export function paidSpinRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().post(
    '/spin',
    requirePlayer,
    validator('json', parseWith(paidSpinBody)),
    async (c) => {
      const key = idempotencyKeyHeader.safeParse(c.req.header('idempotency-key'));
      if (!key.success) {
        return fail(
          c,
          invalidInput('Idempotency-Key', `Invalid Idempotency-Key: ${key.error.issues[0]?.message}`),
        );
      }
      const result = await useCases.spinWheel.execute({
        userId: c.var.player.user.id,
        gameId: c.req.valid('json').gameId,
        requestId: key.data ?? randomUUID(),
      });
      if (!result.ok) return fail(c, result.error);
      return c.json(presentPaidSpin(result.value), result.value.status === 'pending' ? 202 : 200);
    },
  );
}
