import { z } from 'zod';
import type { PaidSpin } from '../../../application/payments/paid-spin-answer';
import type { OpenHold } from '../../../application/play/get-open-hold';
import { PAYMENT_PENDING_MESSAGE } from '../../../domain/payments/payment.errors';
import { centsToDollars, formatDollars } from '../../../domain/shared/money';
import { instantWinOut, presentInstantWin } from './spin';

/**
 * A paid spin's answer. status 'paid': charged (or a $0 number, claimed without a charge).
 * status 'pending': the number is reserved and the charge is being confirmed; the reconciler
 * settles it, and the same request id asked again gives the settled answer.
 */
export const paidSpinOut = z.object({
  spinId: z.string(),
  number: z.number(),
  amount: z.number(),
  isFreePlay: z.literal(false),
  status: z.enum(['paid', 'pending']),
  message: z.string(),
  gameId: z.number(),
  /** Provably fair: the claim's spin number in its game and the client seed it used. */
  spin: z.number().nullable(),
  clientSeed: z.string().nullable(),
  /** The instant prize this spin won once its charge settled paid (docs/rules/games.md, Instant wins). */
  instantWin: instantWinOut,
});
export type PaidSpinOut = z.infer<typeof paidSpinOut>;

export function presentPaidSpin({ claim, status, instantWin }: PaidSpin): PaidSpinOut {
  const won = presentInstantWin(instantWin);
  return {
    instantWin: won,
    spinId: claim.id,
    number: claim.number,
    amount: centsToDollars(claim.priceCents),
    isFreePlay: false,
    status,
    message: won
      ? `Instant win! Number ${claim.number} wins ${won.name}.`
      : spinMessage(claim.number, claim.priceCents, status),
    gameId: claim.gameId,
    spin: claim.spin ?? null,
    clientSeed: claim.clientSeed ?? null,
  };
}

function spinMessage(number: number, cents: number, status: PaidSpin['status']): string {
  if (status === 'pending') return `Number ${number}: ${PAYMENT_PENDING_MESSAGE}`;
  if (cents === 0) return `You landed on number ${number}. It's free: no charge!`;
  return `You claimed number ${number} for $${formatDollars(cents)}.`;
}

/** process-payment's answer (docs/rules/payments.md: success, message), with the number and status. */
export const payHeldOut = z.object({
  success: z.boolean(),
  status: z.enum(['paid', 'pending']),
  message: z.string(),
  number: z.number(),
  /** The instant prize the paid number won, value in dollars, or null (docs/rules/games.md, Instant wins). */
  instantWin: instantWinOut,
});

export function presentPayHeld({ claim, status, instantWin }: PaidSpin): z.infer<typeof payHeldOut> {
  const paid = status === 'paid';
  return {
    success: paid,
    status,
    message: paid
      ? `Payment successful! Number ${claim.number} is yours.`
      : `Number ${claim.number}: ${PAYMENT_PENDING_MESSAGE}`,
    number: claim.number,
    instantWin: presentInstantWin(instantWin),
  };
}

export const openHoldOut = z
  .object({
    number: z.number(),
    amount: z.number(),
    expiresAt: z.string(),
    paymentMessage: z.string(),
    paying: z.boolean(),
  })
  .nullable();

export function presentOpenHold(hold: OpenHold | null): z.infer<typeof openHoldOut> {
  if (!hold) return null;
  return {
    number: hold.number,
    amount: centsToDollars(hold.amountCents),
    expiresAt: hold.expiresAt.toISOString(),
    paymentMessage: hold.paymentMessage,
    paying: hold.paying,
  };
}
