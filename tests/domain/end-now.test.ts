import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEndNow, type GameLife } from '../../domain/games/game-life';
import { endNowChanges } from '../../domain/games/game-revision';

const LIVES: GameLife[] = ['scheduled', 'live', 'full', 'closed', 'drawn', 'cancelled'];

describe('ending a game now (docs/rules/games.md, Ending a game now)', () => {
  it('is allowed on a live game only, and any other is refused with its reason, never a bare error', () => {
    for (const life of LIVES) {
      const result = checkEndNow(life);
      expect(result.ok).toBe(life === 'live');
      if (!result.ok) expect(result.error.message).toMatch(/^Only a live game can be ended now: /);
    }
    expect(checkEndNow('scheduled')).toMatchObject({ error: { code: 'GAME_NOT_STARTED' } });
    expect(checkEndNow('full')).toMatchObject({ error: { code: 'GAME_COMPLETE' } });
    expect(checkEndNow('closed')).toMatchObject({ error: { code: 'GAME_ENDED' } });
    expect(checkEndNow('drawn')).toMatchObject({ error: { code: 'GAME_ENDED' } });
    expect(checkEndNow('cancelled')).toMatchObject({ error: { code: 'GAME_CANCELLED' } });
  });

  it('moves the end to now, and always after the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (start, later) => {
          const startTime = new Date(start);
          const now = new Date(start + later);
          const end = endNowChanges({ startTime }, now).endTime ?? new Date(Number.NaN);
          expect(end.getTime()).toBeGreaterThan(start);
          expect(end.getTime()).toBe(later > 0 ? now.getTime() : start + 1);
        },
      ),
    );
  });
});
