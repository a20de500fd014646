import { z } from 'zod';
import type { PrizeClaimView } from '../../../../application/winners/claim-view';
import { centsToDollars } from '../../../../domain/shared/money';
import { CLAIM_STATUSES } from '../../../../domain/winners/prize-claim';
import { maskTaxId } from '../../../../domain/winners/tax-id';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { idSchema, text } from '../shared';

/** The claim form as the page sends it; the domain checks each field (domain/winners/claim-form.ts). */
const claimAnswerBody = z.object({
  decision: z.enum(['accept', 'decline']),
  legalName: text(200).optional(),
  dateOfBirth: text(20).optional(),
  address: z
    .object({
      line1: text(200).optional(),
      line2: text(200).optional(),
      city: text(100).optional(),
      state: text(20).optional(),
      zip: text(20).optional(),
    })
    .optional(),
  phone: text(40).optional(),
  acceptAffidavit: z.boolean().optional(),
  signature: text(200).optional(),
  taxId: text(20).optional(),
});

const claimAnswerInput = claimAnswerBody.extend({ winnerId: idSchema });

const claimIdInput = z.object({ winnerId: idSchema });

const addressOut = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const claimOut = z.object({
  winnerId: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  prize: z.string(),
  prizeValue: z.number(),
  number: z.number(),
  status: z.enum(CLAIM_STATUSES),
  notifiedAt: z.string(),
  deadline: z.string(),
  taxIdRequired: z.boolean(),
  signed: z
    .object({
      legalName: z.string(),
      dateOfBirth: z.string(),
      address: addressOut,
      phone: z.string(),
      signature: z.string(),
      signedAt: z.string(),
      signedFrom: z.string(),
      /** '***-**-1234': never the full TIN. */
      taxId: z.string().nullable(),
    })
    .nullable(),
  /** trackingUrl: the carrier's tracking page (domain/winners/shipment.ts), null for a carrier not linked. */
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
    .nullable(),
  /** An instant prize's claim: never drawn again. */
  instant: z.boolean(),
  /** What the claim page says of a prize not taken, by its kind (domain/winners/claim-words.ts). */
  words: z.object({
    numberWon: z.string(),
    afterDeadline: z.string(),
    decline: z.string(),
    declined: z.string(),
    forfeited: z.string(),
  }),
  changedAt: z.string(),
  changedBy: z.string(),
  /** What may be done to it now (domain/winners/prize-claim-actions.ts): the claim page's and Winners tab's buttons. */
  actions: z.object({
    answer: z.boolean(),
    verify: z.boolean(),
    ship: z.boolean(),
    deliver: z.boolean(),
    forfeit: z.boolean(),
  }),
});

export function presentClaim(v: PrizeClaimView): z.infer<typeof claimOut> {
  return {
    winnerId: v.winnerId,
    gameId: v.gameId,
    gameName: v.gameName,
    prize: v.prize,
    prizeValue: centsToDollars(v.prizeValueCents),
    number: v.number,
    status: v.status,
    notifiedAt: v.notifiedAt.toISOString(),
    deadline: v.deadline.toISOString(),
    taxIdRequired: v.taxIdRequired,
    signed: v.signed && {
      legalName: v.signed.legalName,
      dateOfBirth: v.signed.dateOfBirth,
      address: v.signed.address,
      phone: v.signed.phone,
      signature: v.signed.signature,
      signedAt: v.signed.signedAt.toISOString(),
      signedFrom: v.signed.signedFrom,
      taxId: v.signed.taxIdLast4 ? maskTaxId(v.signed.taxIdLast4) : null,
    },
    shipment: v.shipment,
    instant: v.instant,
    words: v.words,
    changedAt: v.changedAt.toISOString(),
    changedBy: v.changedBy,
    actions: v.actions,
  };
}

/** `claims.*`: the player's own claims: the list, and each claim page (any other player: not found). */
export const claims = {
  list: query({
    summary: "The signed-in player's own prize claims, newest first",
    access: 'player',
    output: z.array(claimOut),
    rest: { method: 'GET', path: '/api/claims' },
    run: async ({ useCases, session }) =>
      (await useCases.listMyPrizeClaims.execute(session.user.id)).map(presentClaim),
  }),

  get: query({
    summary: "The signed-in winner's prize claim",
    access: 'player',
    input: claimIdInput,
    output: claimOut,
    rest: {
      method: 'GET',
      path: '/api/claims/{id}',
      body: false,
      input: (params) => ({ winnerId: params.id }),
    },
    run: async ({ useCases, session }, input) =>
      presentClaim(
        unwrap(await useCases.getPrizeClaim.execute({ winnerId: input.winnerId, userId: session.user.id })),
      ),
  }),

  answer: mutation({
    summary: 'Accept the prize with the claim form, or decline it',
    access: 'player',
    input: claimAnswerInput,
    output: claimOut,
    rest: {
      method: 'POST',
      path: '/api/claims/{id}',
      body: claimAnswerBody,
      input: (params, body) => ({ ...(body as object), winnerId: params.id }),
    },
    run: async ({ useCases, session, clientIp }, input) => {
      const { winnerId, decision, ...form } = input;
      const result = await useCases.answerPrizeClaim.execute({
        winnerId,
        userId: session.user.id,
        decision,
        form,
        clientAddress: clientIp,
      });
      return presentClaim(unwrap(result));
    },
  }),
};
