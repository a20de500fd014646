import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCalendarDay,
  formatCount,
  formatPercent,
  formatZonedDate,
  formatZonedDateTime,
  formatZonedTime,
} from '../../web/lib/us-format';

describe('the back office writes dates and figures the US way (web/lib/us-format.ts)', () => {
  it('writes an instant in Eastern Time with the zone named, standard or daylight time', () => {
    expect(formatZonedDateTime('2026-11-28T21:15:00Z')).toBe('Nov 28, 2026, 4:15 PM EST');
    expect(formatZonedDateTime('2026-07-04T16:00:00.000Z')).toBe('Jul 4, 2026, 12:00 PM EDT');
    expect(formatZonedDateTime(Date.UTC(2030, 11, 31, 23, 0))).toBe('Dec 31, 2030, 6:00 PM EST');
    expect(formatZonedTime(Date.UTC(2026, 10, 28, 21, 15, 7))).toBe('4:15:07 PM EST');
  });

  it("names the day an instant falls on in Eastern Time, not in UTC's", () => {
    // 03:00 UTC on the 29th is still the evening of the 28th in New York.
    expect(formatZonedDate('2026-11-29T03:00:00Z')).toBe('Nov 28, 2026');
    expect(formatZonedDate('2026-11-29T05:00:00Z')).toBe('Nov 29, 2026');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatZonedDateTime('not a date')).toBe('');
    expect(formatZonedDate('')).toBe('');
  });

  it('writes a calendar day as it is named, month first, whatever the zone', () => {
    expect(formatCalendarDay('2026-03-08')).toBe('Mar 8, 2026');
    expect(formatCalendarDay('2026-11-01', 'short')).toBe('Nov 1');
    expect(formatCalendarDay('soon')).toBe('soon');
  });

  it('writes counts with thousands separators and rates with their percent sign', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(2.9)).toBe('2.9%');
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('n/a');
  });

  it('puts the noun in the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'player')).toBe('1 player');
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), (n) => {
        expect(countOf(n, 'refund')).toBe(`${formatCount(n)} refunds`);
      }),
    );
  });
});
