import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInFreeRange } from '../../domain/games/pricing-policy';
import { defaultFreeRange, freeRangeOf, noFreeRange } from '../../domain/games/wheel-spin';
import {
  FREE_PLAY_USED_MESSAGE,
  freePlayPanelVisible,
  freeRangeCoversAllNumbers,
  freeRangeSize,
} from '../../domain/play/free-play-policy';
import {
  anyFreePlayFieldsArb,
  gameWithFreeRangeArb,
  gameWithoutFreePlayArb,
  totalNumbersArb,
} from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

/** The free-play panel rule (docs/rules/play.md, Free entry), word for word, as an executable oracle. */
function specPanelRule(
  g: { totalNumbers: number; freePlayStart: number; freePlayEnd: number },
  used: boolean,
) {
  const set = g.freePlayStart != null && g.freePlayEnd != null;
  const inBounds = (n: number) => n > 0 && n <= g.totalNumbers;
  return (
    set &&
    g.freePlayStart <= g.freePlayEnd &&
    inBounds(g.freePlayStart) &&
    inBounds(g.freePlayEnd) &&
    g.freePlayStart !== g.totalNumbers + 1 &&
    !used
  );
}

describe('the free range', () => {
  it('by default covers the top quarter of the wheel, up to the last number', () => {
    fc.assert(
      fc.property(totalNumbersArb(10_000), (total) => {
        const { start, end } = defaultFreeRange(total);
        expect(end).toBe(total);
        expect(start).toBe(Math.ceil(0.75 * total));
        expect(start).toBeGreaterThanOrEqual(1);
        expect(start).toBeLessThanOrEqual(end);
      }),
    );
    expect(defaultFreeRange(200)).toEqual({ start: 150, end: 200 });
  });

  it('a game without free play has no free range and no free number', () => {
    fc.assert(
      fc.property(gameWithoutFreePlayArb, (game) => {
        expect(game.freePlayStart).toBe(game.totalNumbers + 1);
        expect(freeRangeOf(game)).toBeNull();
        expect(freeRangeSize(game)).toBe(0);
        expect(isInFreeRange(game, game.totalNumbers)).toBe(false);
      }),
    );
  });

  it('a game with free play has exactly the numbers of its range free', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, (game) => {
        const range = freeRangeOf(game);
        expect(range).toEqual({ from: game.freePlayStart, to: game.freePlayEnd });
        const free = Array.from({ length: game.totalNumbers }, (_, i) => i + 1).filter((n) =>
          isInFreeRange(game, n),
        );
        expect(free.length).toBe(freeRangeSize(game));
      }),
    );
  });

  it('covers all numbers only when it runs from 1 to the last number', () => {
    expect(freeRangeCoversAllNumbers(aGame().withTotalNumbers(50).allFree().build())).toBe(true);
    expect(freeRangeCoversAllNumbers(aGame().withTotalNumbers(50).withFreeRange(2, 50).build())).toBe(false);
    expect(freeRangeCoversAllNumbers(aGame().withTotalNumbers(50).withFreeRange(1, 49).build())).toBe(false);
    expect(freeRangeCoversAllNumbers(aGame().withTotalNumbers(50).withoutFreePlay().build())).toBe(false);
  });

  it('the sentinel stores start = total + 1 and end = total', () => {
    expect(noFreeRange(125)).toEqual({ start: 126, end: 125 });
  });
});

describe('the free-play panel', () => {
  it('shows exactly when the panel rule says so, for any stored fields', () => {
    fc.assert(
      fc.property(anyFreePlayFieldsArb, fc.boolean(), (game, used) => {
        expect(freePlayPanelVisible(game, used)).toBe(specPanelRule(game, used));
      }),
    );
  });

  it('never shows once the player has used the free entry', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, (game) => {
        expect(freePlayPanelVisible(game, true)).toBe(false);
      }),
    );
  });

  it('shows for every game with a free range not yet used', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, (game) => {
        expect(freePlayPanelVisible(game, false)).toBe(true);
      }),
    );
  });

  it('never shows for a game without free play', () => {
    fc.assert(
      fc.property(gameWithoutFreePlayArb, (game) => {
        expect(freePlayPanelVisible(game, false)).toBe(false);
      }),
    );
  });

  it('keeps the client fallback text', () => {
    expect(FREE_PLAY_USED_MESSAGE).toBe('Free play already used for this game');
  });
});
