import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  continueSession,
  nextReminderAt,
  type PlaySession,
  parseSession,
  playedFor,
  REMINDER_EVERY_MS,
  remindedAt,
  SESSION_GAP_MS,
} from '../../web/routes/-components/responsible/play-session';

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 23, 9, 0);

describe('the play session behind the 30-minute reminder', () => {
  it('continues while game pages stay open and starts again after a long pause', () => {
    const first = continueSession(null, t0);
    expect(first).toEqual({ startedAt: t0, lastSeenAt: t0, reminders: 0 });
    expect(continueSession(first, t0 + SESSION_GAP_MS).startedAt).toBe(t0);
    expect(continueSession(first, t0 + SESSION_GAP_MS + 1).startedAt).toBe(t0 + SESSION_GAP_MS + 1);
  });

  it('reminds after every 30 minutes of play, never twice for one period, never sooner than 30 minutes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 12 }), (lateMinutes) => {
        let s: PlaySession = continueSession(null, t0);
        let previous = t0;
        for (const late of lateMinutes) {
          const due = nextReminderAt(s);
          expect(due - s.startedAt).toBe((s.reminders + 1) * REMINDER_EVERY_MS);
          expect(due).toBeGreaterThanOrEqual(previous + (previous === t0 ? REMINDER_EVERY_MS : 0));
          const seen = due + late * MINUTE;
          s = remindedAt(s, seen);
          // The next reminder is in a later 30-minute period than the one just seen.
          expect(nextReminderAt(s)).toBeGreaterThan(seen);
          previous = seen;
        }
      }),
    );
  });

  it('says how long the player has played', () => {
    expect(playedFor(31 * MINUTE)).toBe('31 minutes');
    expect(playedFor(60 * MINUTE)).toBe('1 hour');
    expect(playedFor(61 * MINUTE)).toBe('1 hour and 1 minute');
    expect(playedFor(125 * MINUTE)).toBe('2 hours and 5 minutes');
  });

  it('reads back only a well-formed stored session', () => {
    expect(parseSession(JSON.stringify({ startedAt: 1, lastSeenAt: 2, reminders: 0 }))).toEqual({
      startedAt: 1,
      lastSeenAt: 2,
      reminders: 0,
    });
    for (const text of [null, '', '{', 'null', '{"startedAt":"1","lastSeenAt":2,"reminders":0}']) {
      expect(parseSession(text)).toBeNull();
    }
  });
});
