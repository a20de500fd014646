/**
 * Calendar days in a time zone, for figures reported per day. A day is named 'YYYY-MM-DD'; its
 * start is the instant its local midnight falls on (23 or 25 hours apart across a DST change).
 */
export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day the instant falls on in the zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = localParts(instant, timeZone);
  return `${pad(p.year ?? 0, 4)}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`;
}

function utcMidnight(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

/** The first instant of the day in the zone. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const guess = utcMidnight(date);
  let start = guess - offsetAt(new Date(guess), timeZone);
  // Once more with the offset at the found instant: the guess may sit across a DST change.
  start = guess - offsetAt(new Date(start), timeZone);
  return new Date(start);
}

/** The day `days` after (or before, when negative) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the date's week (ISO 8601 weeks start on Monday). */
export function startOfWeek(date: LocalDate): LocalDate {
  const weekday = new Date(utcMidnight(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export const startOfMonth = (date: LocalDate): LocalDate => `${date.slice(0, 7)}-01`;
