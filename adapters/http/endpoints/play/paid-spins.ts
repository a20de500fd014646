import { z } from 'zod';
import type { PaidSpin } from '../../../../application/payments/paid-spin-answer';
import type { OpenHold } from '../../../../application/play/get-open-hold';
import { PAYMENT_PENDING_MESSAGE } from '../../../../domain/payments/payment.errors';
import { centsToDollars, formatDollars } from '../../../../domain/shared/money';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { cardNonce } from '../payments/cards';
import { idFromTextSchema, idSchema, text } from '../shared';
import { instantWinOut, presentInstantWin } from './free-spins';

const TERMS_MESSAGE = 'must be true: please agree to the terms to play';

/** tRPC: the client makes one request id (a UUID) per press of the spin button. */
const paidSpinInput = z.object({
  gameId: idSchema,
  requestId: z.uuid({ error: 'must be a UUID' }),
  agreedToTerms: z.literal(true, { error: TERMS_MESSAGE }),
});

/** REST POST /api/spin (docs/rules/play.md); the request id comes in the Idempotency-Key header. */
export const paidSpinBody = z.object({
  gameId: idFromTextSchema,
  agreedToTerms: z.literal(true, { error: TERMS_MESSAGE }),
});

/** Printable ASCII without spaces, like Stripe's and Square's keys. */
const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,100}$/, { error: 'must be 1 to 100 printable characters without spaces' });

export const idempotencyKeyHeader = idempotencyKey.optional();

/** tRPC spins.status: the request id of the player's own paid spin. */
const paidSpinStatusInput = z.object({ requestId: z.uuid({ error: 'must be a UUID' }) });

/** REST GET /api/spin/{requestId}: the Idempotency-Key the spin was sent with. */
const paidSpinStatusParam = z.object({ requestId: idempotencyKey });

const heldNumber = z
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(10_000);

const payHeldInput = z.object({
  gameId: idSchema,
  number: heldNumber,
  cardNonce: cardNonce.nullish(),
  /** One of the player's saved cards, instead of a new one or the default. */
  cardId: idSchema.nullish(),
  verificationToken: text(5000).nullish(),
});

const payHeldBody = payHeldInput.extend({
  gameId: idFromTextSchema,
  cardId: idFromTextSchema.nullish(),
  number: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,5}\s*$/.test(v) ? Number(v) : v),
    heldNumber,
  ),
});

const openHoldInput = z.object({ gameId: idSchema });

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

function presentPayHeld({ claim, status, instantWin }: PaidSpin): z.infer<typeof payHeldOut> {
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

function presentOpenHold(hold: OpenHold | null): z.infer<typeof openHoldOut> {
  if (!hold) return null;
  return {
    number: hold.number,
    amount: centsToDollars(hold.amountCents),
    expiresAt: hold.expiresAt.toISOString(),
    paymentMessage: hold.paymentMessage,
    paying: hold.paying,
  };
}

/** A charge still being confirmed answers 202; asking again later gives the settled answer. */
const acceptedWhilePending = (answer: { status: PaidSpinOut['status'] }) =>
  answer.status === 'pending' ? 202 : 200;

/**
 * `spins.*` for money: the paid spin, its status and its held number. A declined charge is a
 * BAD_REQUEST whose data carries appCode PAYMENT_DECLINED, paymentFailed, number (the held number,
 * null when the decline holds nothing) and paymentMessage. REST's paid spin is hand-written
 * (rest/paid-spin-routes.ts): its request id rides in the Idempotency-Key header.
 */
export const paidSpins = {
  paid: mutation({
    summary: 'Reserve, charge and confirm a paid number in one call',
    access: 'player',
    input: paidSpinInput,
    output: paidSpinOut,
    rest: false,
    run: async ({ useCases, session }, input) => {
      const spin = { userId: session.user.id, gameId: input.gameId, requestId: input.requestId };
      return presentPaidSpin(unwrap(await useCases.spinWheel.execute(spin)));
    },
  }),

  /** A paid spin's current answer by its request id (the player's own only), without re-sending it. */
  status: query({
    summary: "A paid spin's answer now, by its request id (Idempotency-Key)",
    access: 'player',
    input: paidSpinStatusInput,
    output: paidSpinOut,
    rest: {
      method: 'GET',
      path: '/api/spin/{requestId}',
      params: paidSpinStatusParam,
      status: acceptedWhilePending,
    },
    run: async ({ useCases, session }, input) => {
      const asked = { userId: session.user.id, requestId: input.requestId };
      return presentPaidSpin(unwrap(await useCases.getPaidSpinStatus.execute(asked)));
    },
  }),

  openHold: query({
    summary: 'The number the player holds in a game after a declined charge, if any',
    access: 'player',
    input: openHoldInput,
    output: openHoldOut,
    rest: {
      method: 'GET',
      path: '/api/games/{id}/open-hold',
      body: false,
      input: (params) => ({ gameId: params.id }),
    },
    run: async ({ useCases, session }, input) =>
      presentOpenHold(await useCases.getOpenHold.execute({ userId: session.user.id, gameId: input.gameId })),
  }),

  payHeld: mutation({
    summary: 'Pay for a held number',
    access: 'player',
    input: payHeldInput,
    output: payHeldOut,
    rest: { method: 'POST', path: '/api/process-payment', body: payHeldBody, status: acceptedWhilePending },
    run: async ({ useCases, session }, input) => {
      const paid = await useCases.payHeldNumber.execute({
        userId: session.user.id,
        gameId: input.gameId,
        number: input.number,
        cardNonce: input.cardNonce ?? null,
        cardId: input.cardId ?? null,
        verificationToken: input.verificationToken ?? null,
      });
      return presentPayHeld(unwrap(paid));
    },
  }),
};
