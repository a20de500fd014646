import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownTo, ensureGameLive, gameCode, gameStatus } from '../../domain/games/game';
import { gameNotFound, gameNotLive } from '../../domain/games/game.errors';
import { gameArb } from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

const HOUR = 3_600_000;
const instantArb = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2036, 0, 1) })
  .map((t) => new Date(t));

describe('the game code', () => {
  it("is 'G' plus the last 6 digits of the timestamp", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ts) => {
        const code = gameCode(ts);
        expect(code).toMatch(/^G\d{6}$/);
        expect(Number(code.slice(1))).toBe(ts % 1_000_000);
      }),
    );
    expect(gameCode(1_700_000_123_456)).toBe('G123456');
    expect(gameCode(1_700_000_000_042)).toBe('G000042');
  });
});

describe('the game status', () => {
  it('a game with no numbers left is complete, whatever the time', () => {
    fc.assert(
      fc.property(gameArb, instantArb, (game, now) => {
        expect(gameStatus(game, 0, now)).toBe('complete');
      }),
    );
  });

  it('a game with numbers left is ended once its end time has passed', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 1, max: 500 }), fc.nat(), (game, left, after) => {
        expect(gameStatus(game, left, new Date(game.endTime.getTime() + after))).toBe('ended');
      }),
    );
  });

  it('a scheduled game is not live before its start time', () => {
    const start = new Date('2030-03-01T00:00:00Z');
    const game = aGame().scheduledFor(start).build();
    expect(gameStatus(game, 10, new Date(start.getTime() - 1))).toBe('scheduled');
    expect(gameStatus(game, 10, start)).toBe('live');
  });

  it('an unscheduled game is live from creation until its end time', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.integer({ min: 1, max: 500 }),
        fc.nat({ max: 730 * HOUR }),
        (game, left, offset) => {
          const now = new Date(game.endTime.getTime() - 1 - offset);
          expect(gameStatus({ ...game, isScheduled: false }, left, now)).toBe('live');
        },
      ),
    );
  });

  it('accepts spins only while live, refusing with the status as the reason', () => {
    fc.assert(
      fc.property(gameArb, fc.nat({ max: 3 }), instantArb, (game, left, now) => {
        const status = gameStatus(game, left, now);
        const result = ensureGameLive(game, left, now);
        if (status === 'live') expect(result.ok).toBe(true);
        else expect(result).toEqual({ ok: false, error: gameNotLive(status, game.startTime) });
      }),
    );
  });

  it('refusals carry stable codes and their documented copy', () => {
    expect(gameNotLive('scheduled')).toEqual({
      code: 'GAME_NOT_STARTED',
      message: 'This game has not started yet',
    });
    expect(gameNotLive('scheduled', new Date('2030-05-01T10:00:00Z'))).toEqual({
      code: 'GAME_NOT_STARTED',
      message: 'This game has not started yet',
      startTime: '2030-05-01T10:00:00.000Z',
    });
    expect(gameNotLive('ended')).toEqual({
      code: 'GAME_ENDED',
      message: 'This game has ended. No more spins are allowed',
    });
    expect(gameNotLive('complete')).toEqual({
      code: 'GAME_COMPLETE',
      message: 'All numbers have been claimed',
    });
    expect(gameNotFound()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
  });
});

describe('the countdown', () => {
  it('adds back up to the time left, and is expired once the end has passed', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -HOUR, max: 800 * HOUR }), (now, leftMs) => {
        const c = countdownTo(new Date(now.getTime() + leftMs), now);
        const seconds = ((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds;
        expect(seconds).toBe(Math.max(0, Math.floor(leftMs / 1000)));
        expect(c.isExpired).toBe(leftMs < 1000);
        expect(c.hours).toBeLessThan(24);
        expect(c.minutes).toBeLessThan(60);
        expect(c.seconds).toBeLessThan(60);
      }),
    );
  });
});
