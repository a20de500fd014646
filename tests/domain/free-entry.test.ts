import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockedFreeRefusal } from '../../application/play/locked-refusal';
import { freePlayExhausted } from '../../domain/games/game.errors';
import {
  firstFailedFreeEntryCheck,
  freeEntryRange,
  LOCKED_FREE_ENTRY_CHECKS,
} from '../../domain/play/free-entry';
import { gameWithFreeRangeArb, gameWithoutFreePlayArb } from '../arbitraries/game';

describe('the free (no-purchase) entry', () => {
  it('is drawn from the free range while the player has not used it and free numbers are left', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, fc.integer({ min: 1, max: 100 }), (game, left) => {
        const result = freeEntryRange(game, false, left);
        expect(result).toEqual({ ok: true, value: { from: game.freePlayStart, to: game.freePlayEnd } });
      }),
    );
  });

  it('is one per player per game', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, fc.nat(), (game, left) => {
        expect(freeEntryRange(game, true, left)).toEqual({ ok: false, error: freePlayExhausted('used') });
      }),
    );
  });

  it('is exhausted when every free number is claimed', () => {
    fc.assert(
      fc.property(gameWithFreeRangeArb, (game) => {
        expect(freeEntryRange(game, false, 0)).toEqual({ ok: false, error: freePlayExhausted('none-left') });
      }),
    );
  });

  it('does not exist in a game without free play', () => {
    fc.assert(
      fc.property(gameWithoutFreePlayArb, fc.boolean(), fc.nat(), (game, used, left) => {
        expect(freeEntryRange(game, used, left)).toEqual({
          ok: false,
          error: freePlayExhausted('no-free-range'),
        });
      }),
    );
  });

  it('every refusal is FREE_PLAY_EXHAUSTED with a description the client shows', () => {
    expect(freePlayExhausted('used')).toEqual({
      code: 'FREE_PLAY_EXHAUSTED',
      message: 'Free play already used for this game',
      description: 'Free play already used for this game',
    });
    expect(freePlayExhausted('none-left').description).toBe(
      'All free entries for this game have been claimed',
    );
    expect(freePlayExhausted('no-free-range').description).toBe('This game has no free entries');
  });
});

describe("the order of a free entry's refusals, stated once in the domain", () => {
  it('names, among any checks that failed under the lock, the first of LOCKED_FREE_ENTRY_CHECKS', () => {
    fc.assert(
      fc.property(fc.subarray([...LOCKED_FREE_ENTRY_CHECKS], { minLength: 1 }), (failed) => {
        const first = firstFailedFreeEntryCheck([...failed].reverse());
        return (
          first !== null &&
          LOCKED_FREE_ENTRY_CHECKS.findIndex((c) => failed.includes(c)) ===
            LOCKED_FREE_ENTRY_CHECKS.indexOf(first)
        );
      }),
    );
    expect(firstFailedFreeEntryCheck([])).toBeNull();
  });

  it("turns a desk's failed checks into the domain's refusal: the game's status first, then the entry", () => {
    const game = {
      isScheduled: false,
      startTime: new Date('2026-01-01T00:00:00.000Z'),
      endTime: new Date('2026-01-11T00:00:00.000Z'),
    };
    const ended = { game, unsold: 3, now: game.endTime };
    expect(lockedFreeRefusal({ ...ended, failed: ['none-left', 'game-live', 'used'] })).toMatchObject({
      kind: 'not-live',
      status: 'ended',
    });
    const live = { game, unsold: 3, now: new Date('2026-01-05T00:00:00.000Z') };
    expect(lockedFreeRefusal({ ...live, failed: ['none-left', 'used'] })).toEqual({
      kind: 'exhausted',
      why: 'used',
    });
    expect(() => lockedFreeRefusal({ ...live, failed: [] })).toThrow();
  });
});
