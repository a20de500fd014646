import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../support/error-fields';
import { adminWorld, HOUR } from './admin-world';

describe("game creation under the operator's settings", () => {
  it('defaults from the settings, bounds by them, and an explicit or default free range inside the total', async () => {
    const settingsArb = fc.record({
      defaultGameNumbers: fc.integer({ min: 1, max: 400 }),
      maxGameDurationHours: fc.integer({ min: 1, max: 730 }),
      minPrizeValueCents: fc.integer({ min: 0, max: 50_000 }),
      maxPrizeValueCents: fc.integer({ min: 50_000, max: 1_000_000 }),
    });
    const inputArb = fc.record(
      {
        totalNumbers: fc.integer({ min: -5, max: 10_005 }),
        durationHours: fc.integer({ min: -1, max: 800 }),
        prizeValueCents: fc.integer({ min: 0, max: 1_100_000 }),
        freePlay: fc.oneof(
          fc.boolean(),
          fc.record({ start: fc.integer({ min: -1, max: 500 }), end: fc.integer({ min: -1, max: 500 }) }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(settingsArb, inputArb, async (settings, input) => {
        const w = adminWorld();
        for (const [key, value] of Object.entries(settings)) {
          await w.persistence.settings.set(key as keyof typeof settings, value);
        }
        const result = await w.useCases.createGame.execute({ name: 'N', prize: 'P', ...input });
        const total = input.totalNumbers ?? settings.defaultGameNumbers;
        const hours = input.durationHours ?? Math.min(240, settings.maxGameDurationHours);
        const value = input.prizeValueCents ?? 0;
        const range = input.freePlay;
        const rangeOk =
          typeof range !== 'object' || (range.start >= 1 && range.start <= range.end && range.end <= total);
        const valid =
          value >= settings.minPrizeValueCents &&
          value <= settings.maxPrizeValueCents &&
          total >= 1 &&
          total <= 10_000 &&
          hours >= 1 &&
          hours <= settings.maxGameDurationHours &&
          rangeOk;
        if (!valid) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(fieldOf(result.error)).toBeDefined();
          expect(await w.repos.games.list()).toEqual([]);
          return;
        }
        if (!result.ok) throw new Error(result.error.message);
        const game = result.value;
        expect(game.totalNumbers).toBe(total);
        expect(game.endTime.getTime() - game.startTime.getTime()).toBe(hours * HOUR);
        if (range === true)
          expect([game.freePlayStart, game.freePlayEnd]).toEqual([Math.ceil(0.75 * total), total]);
        else if (typeof range === 'object')
          expect([game.freePlayStart, game.freePlayEnd]).toEqual([range.start, range.end]);
        else expect([game.freePlayStart, game.freePlayEnd]).toEqual([total + 1, total]);
        expect(await w.repos.numbers.countAvailable(game.id)).toBe(total);
      }),
      { numRuns: 60 },
    );
  });
});
