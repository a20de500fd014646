import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_YEARS,
  isCalendarYear,
  isInCalendar,
  readCalendarDay,
  readInstant,
} from '../../domain/shared/calendar';

const FIRST = new Date(Date.UTC(CALENDAR_YEARS.first, 0, 1));
const LAST = new Date(Date.UTC(CALENDAR_YEARS.last + 1, 0, 1) - 1);
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const dayText = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** A day the calendar keeps, from a Date inside it. */
const inCalendarArb = fc.date({ min: FIRST, max: LAST, noInvalidDate: true });

describe('the calendar the product keeps (docs/rules/operations.md, Dates)', () => {
  it('keeps every real day from 1900-01-01 to 2199-12-31, as written', () => {
    fc.assert(
      fc.property(inCalendarArb, (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(readCalendarDay(day)).toBe(day);
      }),
    );
    expect(readCalendarDay('1900-01-01')).toBe('1900-01-01');
    expect(readCalendarDay('2199-12-31')).toBe('2199-12-31');
    expect(readCalendarDay('2000-02-29')).toBe('2000-02-29');
  });

  it('refuses a day that never was: a month past 12, a day past the month, 29 February of a common year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CALENDAR_YEARS.first, max: CALENDAR_YEARS.last }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const real = new Date(Date.UTC(y, m - 1, d));
          const exists =
            m >= 1 && m <= 12 && d >= 1 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
          expect(readCalendarDay(dayText(y, m, d)) !== null).toBe(exists);
        },
      ),
    );
    for (const never of ['2026-02-30', '1900-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(readCalendarDay(never), never).toBeNull();
  });

  it('refuses every year outside the calendar, and anything not written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: CALENDAR_YEARS.first - 1 }),
          fc.integer({ min: CALENDAR_YEARS.last + 1, max: 9999 }),
        ),
        (year) => {
          expect(isCalendarYear(year)).toBe(false);
          expect(readCalendarDay(dayText(year, 1, 1))).toBeNull();
        },
      ),
    );
    for (const bad of [
      '0000-01-01',
      '9999-12-31',
      '+275760-09-13',
      '1800-01-01',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01T00:00:00Z',
      '',
    ])
      expect(readCalendarDay(bad), bad).toBeNull();
  });

  it('reads an instant written with any offset as the same instant, inside the calendar', () => {
    fc.assert(
      fc.property(
        inCalendarArb,
        fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
        (date, offsetMinutes) => {
          const local = new Date(date.getTime() + offsetMinutes * 60_000);
          const sign = offsetMinutes < 0 ? '-' : '+';
          const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
          const text = `${local.toISOString().slice(0, 23)}${offset}`;
          const read = readInstant(text);
          if (local.getUTCFullYear() < CALENDAR_YEARS.first || local.getUTCFullYear() > CALENDAR_YEARS.last)
            return; // written on a day outside the calendar
          expect(read?.getTime(), text).toBe(date.getTime());
        },
      ),
    );
    expect(readInstant('2026-03-01T10:00Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(readInstant('2026-03-01T10:00:00-0500')?.toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(readInstant('2026-03-01T10:00:00+02')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('refuses an instant outside the calendar, on a day that never was, or without its offset', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({
            min: new Date(Date.UTC(0, 0, 1) - 1e12),
            max: new Date(FIRST.getTime() - 1),
            noInvalidDate: true,
          }),
          fc.date({ min: new Date(LAST.getTime() + 1), max: new Date(8.64e15), noInvalidDate: true }),
        ),
        (date) => {
          expect(isInCalendar(date)).toBe(false);
          expect(readInstant(date.toISOString())).toBeNull();
        },
      ),
    );
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0050-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2200-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:00:00',
      '2026-03-01',
      'tomorrow',
    ])
      expect(readInstant(bad), bad).toBeNull();
    expect(isInCalendar(new Date(Number.NaN))).toBe(false);
    // An offset may carry a day at the edge into the calendar, or out of it.
    expect(readInstant('1899-12-31T23:30:00-01:00')?.toISOString()).toBe('1900-01-01T00:30:00.000Z');
    expect(readInstant('2199-12-31T23:30:00-01:00')).toBeNull();
  });
});
