import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { invalidInput } from '../../../domain/shared/errors';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import { idempotencyKeyHeader, paidSpinBody, paidSpinStatusParam, payHeldBody } from '../payment-schemas';
import { presentOpenHold, presentPaidSpin, presentPayHeld } from '../presenters/paid-spin';
import { gameIdParam } from '../schemas';
import { fail, parseWith } from './respond';

/**
 * POST /spin (reserve, charge, confirm in one call), GET /spin/{Idempotency-Key} (that spin's
 * answer now, for the player who sent it), POST /process-payment (pay for a held number)
 * and GET /games/{id}/open-hold. A spin whose charge is still being confirmed answers 202 with
 * status 'pending'; sending the same Idempotency-Key again gives the settled answer, never a
 * second charge. Without the header every request is a new spin.
 */
export function paidSpinRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .post('/spin', requirePlayer, validator('json', parseWith(paidSpinBody)), async (c) => {
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
    })
    .get('/spin/:requestId', requirePlayer, validator('param', parseWith(paidSpinStatusParam)), async (c) => {
      const result = await useCases.getPaidSpinStatus.execute({
        userId: c.var.player.user.id,
        requestId: c.req.valid('param').requestId,
      });
      if (!result.ok) return fail(c, result.error);
      return c.json(presentPaidSpin(result.value), result.value.status === 'pending' ? 202 : 200);
    })
    .post('/process-payment', requirePlayer, validator('json', parseWith(payHeldBody)), async (c) => {
      const input = c.req.valid('json');
      const result = await useCases.payHeldNumber.execute({
        userId: c.var.player.user.id,
        gameId: input.gameId,
        number: input.number,
        cardNonce: input.cardNonce ?? null,
        cardId: input.cardId ?? null,
        verificationToken: input.verificationToken ?? null,
      });
      if (!result.ok) return fail(c, result.error);
      return c.json(presentPayHeld(result.value), result.value.status === 'pending' ? 202 : 200);
    })
    .get('/games/:id/open-hold', requirePlayer, validator('param', parseWith(gameIdParam)), async (c) => {
      const hold = await useCases.getOpenHold.execute({
        userId: c.var.player.user.id,
        gameId: c.req.valid('param').id,
      });
      return c.json(presentOpenHold(hold));
    });
}
