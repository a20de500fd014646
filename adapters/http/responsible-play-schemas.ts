import { z } from 'zod';
import { BREAK_PERIODS } from '../../domain/responsible-play/self-exclusion';
import {
  LIMIT_PERIODS,
  type LimitAmounts,
  type SpendingLimits,
} from '../../domain/responsible-play/spending-limits';
import { instantOf, instantSchema } from './validation';

/** The largest limit accepted, in dollars: above any sum a player could spend in a month here. */
const MAX_LIMIT_DOLLARS = 1_000_000;

const limitField = (name: string) =>
  z
    .number({ error: `${name} must be an amount in dollars, or null for no limit` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_LIMIT_DOLLARS, { error: `${name} can be at most $${MAX_LIMIT_DOLLARS.toLocaleString('en-US')}` })
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        error: `${name} must be whole cents`,
      },
    )
    .nullable();

/** PUT /api/user/limits: every limit in dollars, null for none (each may be 0). */
export const limitsInput = z.strictObject({
  dailyLimit: limitField('dailyLimit'),
  weeklyLimit: limitField('weeklyLimit'),
  monthlyLimit: limitField('monthlyLimit'),
});

export const takeBreakInput = z.strictObject({
  period: z.enum(BREAK_PERIODS, { error: `period must be one of ${BREAK_PERIODS.join(', ')}` }),
});

const toCents = (value: number | null) => (value === null ? null : Math.round(value * 100));
const toDollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function limitAmountsOf(input: z.infer<typeof limitsInput>): LimitAmounts {
  return {
    daily: toCents(input.dailyLimit),
    weekly: toCents(input.weeklyLimit),
    monthly: toCents(input.monthlyLimit),
  };
}

const periodSchema = z.enum(LIMIT_PERIODS);
export const limitsOut = z.object({
  dailyLimit: z.number().nullable(),
  weeklyLimit: z.number().nullable(),
  monthlyLimit: z.number().nullable(),
  pendingRaises: z.array(
    z.object({ limit: periodSchema, amount: z.number().nullable(), appliesAt: z.string() }),
  ),
});

/** The limits in dollars, with each raise (or removal: amount null) waiting to apply. */
export function presentLimits(limits: SpendingLimits): z.infer<typeof limitsOut> {
  return {
    dailyLimit: toDollars(limits.daily.amount),
    weeklyLimit: toDollars(limits.weekly.amount),
    monthlyLimit: toDollars(limits.monthly.amount),
    pendingRaises: LIMIT_PERIODS.flatMap((limit) => {
      const pending = limits[limit].pending;
      return pending
        ? [{ limit, amount: toDollars(pending.amount), appliesAt: pending.appliesAt.toISOString() }]
        : [];
    }),
  };
}

/** The spending summary's optional start of the player's play session (ISO 8601, not in the future). */
export const spendingInput = z
  .object({
    since: instantSchema
      .refine((value) => instantOf(value).getTime() <= Date.now() + 60_000, {
        error: 'since cannot be in the future',
      })
      .optional(),
  })
  .optional();
