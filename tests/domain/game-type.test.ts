import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_DEFAULTS } from '../../domain/games/game';
import { GAME_TYPE_IDS, isGameTypeId } from '../../domain/games/game-type';
import { gameTypeOf, numberTermsOf, parseGameTypeId } from '../../domain/games/game-types';
import { paidPriceRange } from '../../domain/games/pricing-policy';
import { freeRangeOf, priceOf, WHEEL_SPIN } from '../../domain/games/wheel-spin';
import { chargeNote, chargeNoteFormat } from '../../domain/payments/charge-note';
import { gameArb } from '../arbitraries/game';

describe('the game types', () => {
  it('answers every known id with its type, and refuses a stored id no type answers to', () => {
    for (const id of GAME_TYPE_IDS) expect(gameTypeOf(id).id).toBe(id);
    expect(gameTypeOf(GAME_DEFAULTS.gameType)).toBe(WHEEL_SPIN);
    expect(parseGameTypeId('wheel_spin')).toBe('wheel_spin');
    expect(parseGameTypeId('instant_win')).toBe('instant_win');
    expect(() => parseGameTypeId('scratch_card')).toThrow(/unknown game type/);
    expect(isGameTypeId('wheel_spin')).toBe(true);
    expect(isGameTypeId(7)).toBe(false);
  });

  it("stores for each number the wheel's price and whether free entries draw it", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const terms = numberTermsOf(game);
        expect(terms).toHaveLength(game.totalNumbers);
        const range = freeRangeOf(game);
        terms.forEach((t, i) => {
          const n = i + 1;
          expect(t.priceCents).toBe(priceOf(game, n));
          expect(t.free).toBe(range !== null && n >= range.from && n <= range.to);
        });
      }),
    );
  });

  it('prices the paid numbers of a wheel from the cheapest to the dearest stored price, with their average', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const paid = numberTermsOf(game)
          .filter((t) => !t.free)
          .map((t) => t.priceCents);
        const range = paidPriceRange(game);
        if (paid.length === 0) expect(range).toBeNull();
        else
          expect(range).toEqual({
            lowestCents: Math.min(...paid),
            highestCents: Math.max(...paid),
            averageCents: Math.round(paid.reduce((a, b) => a + b, 0) / paid.length),
          });
      }),
    );
  });

  it('checks the wheel settings: a free range inside the numbers, or none', () => {
    expect(WHEEL_SPIN.checkSettings(true, 200)).toEqual({
      ok: true,
      value: { freePlayStart: 150, freePlayEnd: 200 },
    });
    expect(WHEEL_SPIN.checkSettings(false, 200)).toEqual({
      ok: true,
      value: { freePlayStart: 201, freePlayEnd: 200 },
    });
    const refused = WHEEL_SPIN.checkSettings({ start: 10, end: 5 }, 20);
    expect(refused.ok).toBe(false);
  });

  it('makes every claim of a wheel an entry into its draw', () => {
    const game = { totalNumbers: 10, freePlayStart: 8, freePlayEnd: 10 };
    expect(WHEEL_SPIN.winnings(game, 3)).toEqual({ kind: 'draw-entry' });
    expect(WHEEL_SPIN.winnings(game, 9)).toEqual({ kind: 'draw-entry' });
  });
});

describe('the charge note', () => {
  /** PostgreSQL's format() for the %n$s and %% the note's format uses. */
  const format = (template: string, ...args: string[]) =>
    template.replace(/%(\d+)\$s|%%/g, (m, i) => (m === '%%' ? '%' : (args[Number(i) - 1] ?? '')));

  it('reads the same filled in by a store as written here', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10_000 }), (code, n) => {
        expect(format(chargeNoteFormat(), code, String(n))).toBe(chargeNote(code, n));
      }),
    );
  });
});
