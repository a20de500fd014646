import { z } from 'zod';
import type { SpinPrice } from '../../../../application/play/get-spin-price';
import type { SpendingSummary } from '../../../../application/responsible-play/get-spending-summary';
import { BREAK_PERIODS } from '../../../../domain/responsible-play/self-exclusion';
import {
  LIMIT_PERIODS,
  type LimitAmounts,
  type SpendingLimits,
} from '../../../../domain/responsible-play/spending-limits';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import {
  dollarsOrNull,
  gameIdInput,
  instantOf,
  instantSchema,
  presentPriceRange,
  priceRangeOut,
} from '../shared';

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
const limitsInput = z.strictObject({
  dailyLimit: limitField('dailyLimit'),
  weeklyLimit: limitField('weeklyLimit'),
  monthlyLimit: limitField('monthlyLimit'),
});

const takeBreakInput = z.strictObject({
  period: z.enum(BREAK_PERIODS, { error: `period must be one of ${BREAK_PERIODS.join(', ')}` }),
});

const toCents = (value: number | null) => (value === null ? null : Math.round(value * 100));

const toDollars = (cents: number | null) => (cents === null ? null : cents / 100);

function limitAmountsOf(input: z.infer<typeof limitsInput>): LimitAmounts {
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
function presentLimits(limits: SpendingLimits): z.infer<typeof limitsOut> {
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
const spendingInput = z
  .object({
    since: instantSchema
      .refine((value) => instantOf(value).getTime() <= Date.now() + 60_000, {
        error: 'since cannot be in the future',
      })
      .optional(),
  })
  .optional();

/**
 * What a paid spin can cost now, over the numbers it can land on (the available numbers outside the
 * free range): how many there are, and their price range in dollars (null when none is left).
 */
export const spinPriceOut = z.object({
  numbersLeft: z.number(),
  priceRange: priceRangeOut.nullable(),
});

/** The play-responsibly dialog's figures, in dollars. */
const presentSpinPrice = (p: SpinPrice): z.infer<typeof spinPriceOut> => ({
  numbersLeft: p.numbersLeft,
  priceRange: presentPriceRange(p.range),
});

const holdingOut = z.object({ held: z.number(), claimed: z.number() });

const period = z.object({ spent: z.number(), limit: z.number().nullable(), resetsAt: z.string() });

export const spendingOut = z.object({
  today: period,
  thisWeek: period,
  thisMonth: period,
  allTime: z.object({ spent: z.number() }),
  excludedUntil: z.string().nullable(),
  session: z.object({ since: z.string(), spent: z.number() }).nullable(),
});

/** The dashboard's spending summary, in dollars. */
function presentSpending(s: SpendingSummary): z.infer<typeof spendingOut> {
  const of = (p: 'daily' | 'weekly' | 'monthly') => ({
    spent: s.spent[p] / 100,
    limit: dollarsOrNull(s.limits[p]),
    resetsAt: s.resetsAt[p].toISOString(),
  });
  return {
    today: of('daily'),
    thisWeek: of('weekly'),
    thisMonth: of('monthly'),
    allTime: { spent: s.spent.allTime / 100 },
    excludedUntil: s.excludedUntil?.toISOString() ?? null,
    session: s.session ? { since: s.session.since.toISOString(), spent: s.session.spent / 100 } : null,
  };
}

const breakOut = z.object({ excludedUntil: z.string().nullable() });

const presentBreak = (b: { excludedUntil: Date | null }) => ({
  excludedUntil: b.excludedUntil?.toISOString() ?? null,
});

const spinBlockOut = z
  .object({ reason: z.enum(['maintenance', 'break', 'limit']), message: z.string() })
  .nullable();

/** What would refuse each kind of spin now, with the refusal's own message; null: nothing. */
const spinBlocksOut = z.object({ paid: spinBlockOut, free: spinBlockOut });

/** `responsiblePlay.*`: a spin's price, the player's holding, spending limits and breaks. */
export const responsiblePlay = {
  spinPrice: query({
    summary: "What the game's next paid spin costs",
    access: 'public',
    input: gameIdInput,
    output: spinPriceOut,
    rest: { method: 'GET', path: '/api/games/{id}/spin-price' },
    run: async ({ useCases }, input) =>
      presentSpinPrice(unwrap(await useCases.getSpinPrice.execute(input.id))),
  }),

  /** Public: maintenance for everyone, and with a session the player's break and limits. */
  spinBlocks: query({
    summary: 'What stops a paid or free spin now',
    access: 'public',
    input: gameIdInput,
    output: spinBlocksOut,
    rest: { method: 'GET', path: '/api/games/{id}/spin-blocks' },
    run: async ({ useCases, loadSession }, input) => {
      const session = await loadSession();
      const request = { gameId: input.id, userId: session?.user.id ?? null };
      return unwrap(await useCases.getSpinBlocks.execute(request));
    },
  }),

  holding: query({
    summary: 'How many numbers the player holds and claimed in a game',
    access: 'player',
    input: gameIdInput,
    output: holdingOut,
    rest: { method: 'GET', path: '/api/games/{id}/holding' },
    run: async ({ useCases, session }, input) =>
      unwrap(await useCases.getHolding.execute({ userId: session.user.id, gameId: input.id })),
  }),

  limits: query({
    summary: "The player's spending limits",
    access: 'player',
    output: limitsOut,
    rest: { method: 'GET', path: '/api/user/limits' },
    run: async ({ useCases, session }) =>
      presentLimits(await useCases.getSpendingLimits.execute(session.user.id)),
  }),

  setLimits: mutation({
    summary: "Set the player's spending limits",
    access: 'player',
    input: limitsInput,
    output: limitsOut,
    rest: { method: 'PUT', path: '/api/user/limits' },
    run: async ({ useCases, session }, input) => {
      const limits = limitAmountsOf(input);
      return presentLimits(await useCases.setSpendingLimits.execute({ userId: session.user.id, limits }));
    },
  }),

  spending: query({
    summary: 'What the player spent today, this week, this month and this session',
    access: 'player',
    input: spendingInput,
    output: spendingOut,
    rest: { method: 'GET', path: '/api/user/spending' },
    run: async ({ useCases, session }, input) => {
      const since = input?.since ? instantOf(input.since) : undefined;
      return presentSpending(await useCases.getSpendingSummary.execute(session.user.id, since));
    },
  }),

  selfExclusion: query({
    summary: "The player's break, if any",
    access: 'player',
    output: breakOut,
    rest: { method: 'GET', path: '/api/user/self-exclusion' },
    run: async ({ useCases, session }) => presentBreak(await useCases.getBreak.execute(session.user.id)),
  }),

  takeBreak: mutation({
    summary: 'Take a break from play',
    access: 'player',
    input: takeBreakInput,
    output: breakOut,
    rest: { method: 'POST', path: '/api/user/self-exclusion' },
    run: async ({ useCases, session }, input) =>
      presentBreak(await useCases.takeBreak.execute({ userId: session.user.id, period: input.period })),
  }),
};
