import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawTimeOf, drawTimeOnClose, isDrawDue } from '../../domain/games/draw-time';

const MINUTE = 60_000;
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms));
const delay = fc.integer({ min: 0, max: 1440 });

describe('the draw time', () => {
  it('a game that ends without selling out is drawn at its end time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 * 24 * 60 }), delay, (end, late, minutes) => {
        const closedAt = new Date(end.getTime() + late * MINUTE);
        expect(drawTimeOnClose(end, closedAt, minutes)).toEqual(end);
      }),
    );
  });

  it('a sell-out is drawn the set minutes after it closed, never later than the end time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10 * 24 * 60 }), delay, (closedAt, early, minutes) => {
        const end = new Date(closedAt.getTime() + early * MINUTE);
        const at = drawTimeOnClose(end, closedAt, minutes);
        expect(at.getTime()).toBe(Math.min(closedAt.getTime() + minutes * MINUTE, end.getTime()));
        expect(at.getTime()).toBeGreaterThanOrEqual(closedAt.getTime());
        expect(at.getTime()).toBeLessThanOrEqual(end.getTime());
      }),
    );
  });

  it('with the setting at 0 a sell-out is drawn the moment it closes', () => {
    const closedAt = new Date('2026-11-29T12:00:00Z');
    expect(drawTimeOnClose(new Date('2026-11-30T12:00:00Z'), closedAt, 0)).toEqual(closedAt);
  });

  it('the draw time fixed at the close stands; without one the end time is the draw time', () => {
    const endTime = new Date('2026-11-29T12:00:00Z');
    const drawAt = new Date('2026-11-29T12:10:00Z');
    expect(drawTimeOf({ endTime })).toEqual(endTime);
    expect(drawTimeOf({ endTime, drawAt: null })).toEqual(endTime);
    expect(drawTimeOf({ endTime, drawAt })).toEqual(drawAt);
  });

  it('the automatic draw is due from the draw time on, never before', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -100_000, max: 100_000 }), (drawAt, offset) => {
        const now = new Date(drawAt.getTime() + offset);
        expect(isDrawDue({ endTime: new Date(0), drawAt }, now)).toBe(offset >= 0);
      }),
    );
  });
});
