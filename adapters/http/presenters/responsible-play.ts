import { z } from 'zod';
import type { SpendingSummary } from '../../../application/responsible-play/get-spending-summary';
import { averagePrice, type PriceFigures } from '../../../domain/games/spin-price';

export const spinPriceOut = z.object({
  availableNumbers: z.number(),
  lowestPrice: z.number(),
  highestPrice: z.number(),
  averagePrice: z.number(),
  freeNumbersLeft: z.number(),
});

/** The play-responsibly dialog's figures, in dollars. */
export function presentSpinPrice(f: PriceFigures): z.infer<typeof spinPriceOut> {
  return {
    availableNumbers: f.available,
    lowestPrice: f.lowestCents / 100,
    highestPrice: f.highestCents / 100,
    averagePrice: averagePrice(f) / 100,
    freeNumbersLeft: f.freeLeft,
  };
}

export const holdingOut = z.object({ held: z.number(), claimed: z.number() });

const period = z.object({ spent: z.number(), limit: z.number().nullable(), resetsAt: z.string() });
export const spendingOut = z.object({
  today: period,
  thisWeek: period,
  thisMonth: period,
  allTime: z.object({ spent: z.number() }),
  excludedUntil: z.string().nullable(),
  session: z.object({ since: z.string(), spent: z.number() }).nullable(),
});

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** The dashboard's spending summary, in dollars. */
export function presentSpending(s: SpendingSummary): z.infer<typeof spendingOut> {
  const of = (p: 'daily' | 'weekly' | 'monthly') => ({
    spent: s.spent[p] / 100,
    limit: dollars(s.limits[p]),
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

export const breakOut = z.object({ excludedUntil: z.string().nullable() });
export const presentBreak = (b: { excludedUntil: Date | null }) => ({
  excludedUntil: b.excludedUntil?.toISOString() ?? null,
});

const spinBlockOut = z
  .object({ reason: z.enum(['maintenance', 'break', 'limit']), message: z.string() })
  .nullable();
/** What would refuse each kind of spin now, with the refusal's own message; null: nothing. */
export const spinBlocksOut = z.object({ paid: spinBlockOut, free: spinBlockOut });
