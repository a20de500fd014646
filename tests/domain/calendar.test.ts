import { describe, expect, it } from 'vitest';
import { reportingPeriod } from '../../domain/back-office/analytics';
import {
  addDays,
  localDateOf,
  startOfLocalDay,
  startOfMonth,
  startOfWeek,
} from '../../domain/shared/calendar';

const NY = 'America/New_York';

describe('calendar days in a time zone', () => {
  it('names the day an instant falls on in New York', () => {
    expect(localDateOf(new Date('2030-06-12T03:59:59Z'), NY)).toBe('2030-06-11');
    expect(localDateOf(new Date('2030-06-12T04:00:00Z'), NY)).toBe('2030-06-12');
    expect(localDateOf(new Date('2030-01-15T04:59:59Z'), NY)).toBe('2030-01-14');
    expect(localDateOf(new Date('2030-01-15T05:00:00Z'), NY)).toBe('2030-01-15');
  });

  it('starts each day at local midnight, also on the days the clocks change', () => {
    expect(startOfLocalDay('2030-06-12', NY).toISOString()).toBe('2030-06-12T04:00:00.000Z');
    expect(startOfLocalDay('2030-01-15', NY).toISOString()).toBe('2030-01-15T05:00:00.000Z');
    // 2030-03-10: clocks go forward at 02:00, a 23-hour day; 2030-11-03: back, a 25-hour day.
    expect(startOfLocalDay('2030-03-10', NY).toISOString()).toBe('2030-03-10T05:00:00.000Z');
    expect(startOfLocalDay('2030-03-11', NY).toISOString()).toBe('2030-03-11T04:00:00.000Z');
    expect(startOfLocalDay('2030-11-03', NY).toISOString()).toBe('2030-11-03T04:00:00.000Z');
    expect(startOfLocalDay('2030-11-04', NY).toISOString()).toBe('2030-11-04T05:00:00.000Z');
    expect(startOfLocalDay('2030-06-12', 'UTC').toISOString()).toBe('2030-06-12T00:00:00.000Z');
  });

  it('counts days, weeks from Monday and months from the 1st', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(startOfWeek('2030-06-12')).toBe('2030-06-10');
    expect(startOfWeek('2030-06-10')).toBe('2030-06-10');
    expect(startOfWeek('2030-06-16')).toBe('2030-06-10');
    expect(startOfMonth('2030-06-12')).toBe('2030-06-01');
  });

  it('reports 90 consecutive days ending today, each bounded by its own midnights', () => {
    const period = reportingPeriod(new Date('2030-11-20T15:00:00Z'));
    expect(period.days).toHaveLength(90);
    expect(period.days[0]).toBe('2030-08-23');
    expect(period.days.at(-1)).toBe('2030-11-20');
    expect(period.bounds).toHaveLength(91);
    const hours = period.bounds
      .slice(1)
      .map((b, i) => (b.getTime() - (period.bounds[i] as Date).getTime()) / 3.6e6);
    expect(hours.filter((h) => h !== 24)).toEqual([25]);
  });
});
