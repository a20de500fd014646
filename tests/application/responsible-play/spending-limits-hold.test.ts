import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAK_PERIODS, breakEnd } from '../../../domain/responsible-play/self-exclusion';
import type { LimitAmounts } from '../../../domain/responsible-play/spending-limits';
import { LIMIT_PERIODS, periodStart } from '../../../domain/responsible-play/spending-periods';
import { paymentsWorld } from '../payments/payments-world';

const HOUR = 60 * 60 * 1000;
const amountArb = fc.option(
  fc.integer({ min: 0, max: 300 }).map((d) => d * 100),
  { nil: null },
);
const amountsArb: fc.Arbitrary<LimitAmounts> = fc.record({
  daily: amountArb,
  weekly: amountArb,
  monthly: amountArb,
});
type Step =
  | { kind: 'spin'; game: 0 | 1 }
  | { kind: 'limits'; amounts: LimitAmounts }
  | { kind: 'wait'; hours: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('spin' as const),
      game: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('limits' as const), amounts: amountsArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 40 }) }),
  },
);

describe('responsible play on the paid and free spins (in-memory adapters)', () => {
  it('no sequence of spins ever takes a player past a limit in force', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        fc.boolean(),
        async (steps, declines) => {
          const w = paymentsWorld();
          // A declining card leaves held numbers: spending the player may still owe.
          const player = await w.aPlayer(declines ? 'declined' : 'ok');
          const games = [
            await w.aGame((g) => g.withTotalNumbers(30).withFreeRange(21, 30).liveAt(w.clock.now(), 2000)),
            await w.aGame((g) => g.withTotalNumbers(12).liveAt(w.clock.now(), 2000)),
          ];
          for (const step of steps) {
            if (step.kind === 'wait') w.clock.advance(step.hours * HOUR);
            if (step.kind === 'limits')
              await w.useCases.setSpendingLimits.execute({ userId: player.id, limits: step.amounts });
            if (step.kind !== 'spin') continue;
            const game = games[step.game];
            if (!game) continue;
            const result = await w.useCases.spinWheel.execute({
              userId: player.id,
              gameId: game.id,
              requestId: randomUUID(),
            });
            if (!result.ok && result.error.code !== 'PAYMENT_DECLINED') continue;
            // The spin went ahead: spending in every period is within its limit in force.
            const now = w.clock.now();
            const summary = await w.useCases.getSpendingSummary.execute(player.id);
            const claims = await w.repos.numbers.listByUser(player.id);
            for (const period of LIMIT_PERIODS) {
              const limit = summary.limits[period];
              const spent = claims
                .filter(
                  (c) =>
                    c.kind === 'paid' && c.status !== 'released' && c.createdAt >= periodStart(period, now),
                )
                .reduce((sum, c) => sum + c.priceCents, 0);
              expect(summary.spent[period]).toBe(spent);
              if (limit !== null) expect(spent).toBeLessThanOrEqual(limit);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a $0 monthly limit refuses a paid spin, charges nothing and claims nothing, and allows a free entry', async () => {
    const w = paymentsWorld();
    const player = await w.aPlayer('ok');
    const game = await w.aGame((g) => g.withTotalNumbers(20).withFreeRange(11, 20));
    await w.useCases.setSpendingLimits.execute({
      userId: player.id,
      limits: { daily: null, weekly: null, monthly: 0 },
    });
    const paid = await w.useCases.spinWheel.execute({
      userId: player.id,
      gameId: game.id,
      requestId: randomUUID(),
    });
    expect(paid).toMatchObject({
      ok: false,
      error: { code: 'LIMIT_REACHED', limit: 'monthly', remaining: 0, highestPrice: 10 },
    });
    expect(w.gateway.charges).toEqual([]);
    expect(await w.repos.numbers.listByUser(player.id)).toEqual([]);
    const free = await w.useCases.takeFreeSpin.execute({ userId: player.id, gameId: game.id });
    expect(free.ok).toBe(true);
  });

  it('a game of free numbers only takes no paid spin, so a $0 limit never meets one there', async () => {
    const w = paymentsWorld();
    const player = await w.aPlayer('ok');
    const game = await w.aGame((g) => g.withTotalNumbers(6).allFree());
    await w.useCases.setSpendingLimits.execute({
      userId: player.id,
      limits: { daily: 0, weekly: 0, monthly: 0 },
    });
    const paid = await w.useCases.spinWheel.execute({
      userId: player.id,
      gameId: game.id,
      requestId: randomUUID(),
    });
    expect(paid).toMatchObject({ ok: false, error: { code: 'NO_NUMBER_FOR_SALE' } });
  });

  it('a player on a break is refused every spin, paid and free, until it ends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BREAK_PERIODS),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        async (period, f) => {
          const w = paymentsWorld();
          const player = await w.aPlayer('ok');
          const from = w.clock.now();
          const end = breakEnd(period, from);
          const game = await w.aGame((g) =>
            g
              .withTotalNumbers(20)
              .withFreeRange(11, 20)
              .endingAt(new Date(end.getTime() + HOUR)),
          );
          await w.useCases.takeBreak.execute({ userId: player.id, period });
          w.clock.advance(Math.floor(f * (end.getTime() - from.getTime())));
          const paid = await w.useCases.spinWheel.execute({
            userId: player.id,
            gameId: game.id,
            requestId: randomUUID(),
          });
          const free = await w.useCases.takeFreeSpin.execute({ userId: player.id, gameId: game.id });
          expect(paid).toMatchObject({
            ok: false,
            error: { code: 'SELF_EXCLUDED', excludedUntil: end.toISOString() },
          });
          expect(free).toMatchObject({ ok: false, error: { code: 'SELF_EXCLUDED' } });
          expect(await w.repos.numbers.listByUser(player.id)).toEqual([]);
          // A shorter break taken meanwhile does not end it early.
          await w.useCases.takeBreak.execute({ userId: player.id, period: '24h' });
          expect(
            (await w.useCases.getBreak.execute(player.id)).excludedUntil?.getTime(),
          ).toBeGreaterThanOrEqual(end.getTime());
        },
      ),
      { numRuns: 20 },
    );
  });
});
