import { z } from 'zod';
import { CLAIM_STATUSES } from '../../domain/winners/prize-claim';
import { TAX_YEAR_MESSAGE, TAX_YEARS } from '../../domain/winners/tax-id';
import { idFromTextSchema, idSchema, text } from './validation';

/** The claim form as the page sends it; the domain checks each field (domain/winners/claim-form.ts). */
export const claimAnswerBody = z.object({
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
export const claimAnswerInput = claimAnswerBody.extend({ winnerId: idSchema });
export const claimIdInput = z.object({ winnerId: idSchema });

const OPERATOR_ACTIONS = ['verify', 'ship', 'deliver', 'forfeit'] as const;
export const claimActionParam = z.object({ id: idFromTextSchema, action: z.enum(OPERATOR_ACTIONS) });
export const claimActionBody = z.object({
  carrier: text(100).optional(),
  trackingNumber: text(100).optional(),
  reason: text(2000).nullish(),
});
export const claimActionInput = claimActionBody.extend({
  winnerId: idSchema,
  action: z.enum(OPERATOR_ACTIONS),
});

export const claimFilterQuery = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  gameId: idFromTextSchema.optional(),
});
export const claimFilterInput = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  gameId: idSchema.optional(),
});

export const taxYearQuery = z.object({
  year: z.preprocess(
    Number,
    z
      .int({ error: TAX_YEAR_MESSAGE })
      .min(TAX_YEARS.first, TAX_YEAR_MESSAGE)
      .max(TAX_YEARS.last, TAX_YEAR_MESSAGE),
  ),
});

export const winnersCursorQuery = z.object({ cursor: text(200).optional() });
export const winnersCursorInput = z.object({ cursor: text(200).nullish() });
