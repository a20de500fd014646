import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftGame } from '../../domain/games/game';
import {
  checkDraw,
  checkEndMove,
  checkPick,
  gameLife,
  isClosed,
  type LifeFacts,
} from '../../domain/games/game-life';
import { aGame } from '../builders/game-builder';

const HOUR = 3_600_000;
const game = aGame().build();
const start = game.startTime.getTime();
const end = game.endTime.getTime();
const open: LifeFacts = { numbersLeft: 10, unsettled: 0, hasWinner: false };
const at = (ms: number) => new Date(ms);

describe("the game's life", () => {
  it('reads scheduled, live, full, closed and drawn from the game and its facts', () => {
    const scheduled = aGame()
      .with({ isScheduled: true, startTime: at(start + HOUR) })
      .build();
    expect(gameLife(scheduled, open, at(start))).toBe('scheduled');
    expect(gameLife(game, open, at(start + HOUR))).toBe('live');
    expect(gameLife(game, { ...open, numbersLeft: 0, unsettled: 2 }, at(start + HOUR))).toBe('full');
    expect(gameLife(game, { ...open, numbersLeft: 0 }, at(start + HOUR))).toBe('closed');
    expect(gameLife(game, open, at(end))).toBe('closed');
    expect(gameLife(game, { ...open, hasWinner: true }, at(start + HOUR))).toBe('drawn');
  });

  it('a game closed for good stays closed whatever its end time says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.nat(20), fc.nat(3), (hours, left, unsettled) => {
        const closed = {
          ...game,
          closedAt: at(start + HOUR),
          endTime: at(start + Math.abs(hours) * HOUR + 1),
        };
        const life = gameLife(
          closed,
          { numbersLeft: left, unsettled, hasWinner: false },
          at(start + hours * HOUR),
        );
        expect(isClosed(life)).toBe(true);
      }),
    );
  });

  it("moves a live game's end later, or to now for an end in the past; never a closed game's end", () => {
    const now = at(start + HOUR);
    const later = at(end + 5 * HOUR);
    expect(checkEndMove('live', later, now)).toEqual({ ok: true, value: later });
    expect(checkEndMove('full', at(start + 30 * 60_000), now)).toEqual({ ok: true, value: now });
    for (const life of ['closed', 'drawn'] as const) {
      expect(checkEndMove(life, later, now)).toMatchObject({
        ok: false,
        error: { code: 'GAME_ENDED', message: expect.stringMatching(/server seed is public/) },
      });
    }
  });

  it('picks on any game without a winner; draws only on a closed game with everything settled', () => {
    expect(checkPick('live')).toEqual({ ok: true, value: undefined });
    expect(checkPick('closed')).toEqual({ ok: true, value: undefined });
    expect(checkPick('drawn')).toMatchObject({ ok: false, error: { code: 'WINNER_ALREADY_SELECTED' } });
    const settled = { unsettled: 0, settled: 3 };
    expect(checkDraw('closed', settled).ok).toBe(true);
    expect(checkDraw('live', settled)).toMatchObject({ error: { code: 'DRAW_NOT_OPEN' } });
    expect(checkDraw('full', { unsettled: 1, settled: 3 })).toMatchObject({
      error: { code: 'DRAW_WAITING' },
    });
    expect(checkDraw('drawn', settled)).toMatchObject({ error: { code: 'WINNER_ALREADY_SELECTED' } });
    expect(checkDraw('closed', { unsettled: 0, settled: 0 })).toMatchObject({
      error: { code: 'NO_ENTRIES' },
    });
  });

  it('refuses to create a game that would already have ended', () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const input = { name: 'Late', prize: 'Mug', isScheduled: true, durationHours: 2 };
    const past = draftGame({ ...input, startTime: at(now.getTime() - 2 * HOUR) }, now);
    expect(past).toMatchObject({ ok: false, error: { code: 'GAME_ENDED' } });
    expect(draftGame({ ...input, startTime: at(now.getTime() - HOUR) }, now).ok).toBe(true);
  });
});
