import {
  openHoldInput,
  paidSpinInput,
  paidSpinStatusInput,
  paidSpinStatusParam,
  payHeldBody,
  payHeldInput,
} from '../payment-schemas';
import {
  openHoldOut,
  type PaidSpinOut,
  paidSpinOut,
  payHeldOut,
  presentOpenHold,
  presentPaidSpin,
  presentPayHeld,
} from '../presenters/paid-spin';
import { freeSpinOut, presentFreeSpin } from '../presenters/spin';
import { freeSpinBody, freeSpinInput } from '../schemas';
import { unwrap } from '../trpc-errors';
import { mutation, query } from './endpoint';

/** A charge still being confirmed answers 202; asking again later gives the settled answer. */
const acceptedWhilePending = (answer: { status: PaidSpinOut['status'] }) =>
  answer.status === 'pending' ? 202 : 200;

/**
 * `spins.*`: the free spin, the paid spin and its held number. A declined charge is a BAD_REQUEST
 * whose data carries appCode PAYMENT_DECLINED, paymentFailed, number (the held number, null when
 * the decline holds nothing) and paymentMessage. REST's paid spin is hand-written
 * (rest/paid-spin-routes.ts): its request id rides in the Idempotency-Key header.
 */
export const spins = {
  free: mutation({
    summary: "Take the game's free spin (one per player per game)",
    access: 'player',
    input: freeSpinInput,
    output: freeSpinOut,
    rest: { method: 'POST', path: '/api/free-spin', body: freeSpinBody },
    run: async ({ useCases, session }, input) =>
      presentFreeSpin(
        unwrap(await useCases.takeFreeSpin.execute({ userId: session.user.id, gameId: input.gameId })),
      ),
  }),
};

/** `spins.*` for money: a paid spin, its status, a held number and its payment. */
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
