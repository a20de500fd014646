/**
 * Calendar days in a time zone, for figures reported per day. A day is named 'YYYY-MM-DD'; its
 * start is the instant its local midnight falls on (23 or 25 hours apart across a DST change).
 */
export type LocalDate = string;

/**
 * The site's time zone: games run, and the back office reads dates, on Eastern Time
 * (docs/rules/back-office.md, Dashboard; the rules pages state it).
 */
export const SITE_TIME_ZONE = 'America/New_York';

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

/**
 * The calendar the product keeps (docs/rules/operations.md, Dates): every date or instant it reads
 * from a request, and so every one it stores, lies from 1900-01-01 to 2199-12-31 (UTC). Outside it a
 * date is bad input, named by its field; PostgreSQL, JavaScript and the pages all hold these years.
 */
export const CALENDAR_YEARS = { first: 1900, last: 2199 } as const;
export const CALENDAR_SPAN_TEXT = `from ${CALENDAR_YEARS.first}-01-01 to ${CALENDAR_YEARS.last}-12-31`;

const CALENDAR_START_MS = Date.UTC(CALENDAR_YEARS.first, 0, 1);
const CALENDAR_END_MS = Date.UTC(CALENDAR_YEARS.last + 1, 0, 1);

/** A whole year of the calendar. */
export const isCalendarYear = (year: unknown): year is number =>
  typeof year === 'number' &&
  Number.isInteger(year) &&
  year >= CALENDAR_YEARS.first &&
  year <= CALENDAR_YEARS.last;

/** A valid instant within the calendar. */
export function isInCalendar(instant: Date): boolean {
  const ms = instant.getTime();
  return Number.isFinite(ms) && ms >= CALENDAR_START_MS && ms < CALENDAR_END_MS;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/** Year, month and day of a real 'YYYY-MM-DD' (no 30 February), or null. */
function dayParts(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return [year, month, day];
}

/** A day that was or will be, written 'YYYY-MM-DD' (any year 0000 to 9999), or null. */
export const isRealDay = (text: string): boolean => dayParts(text) !== null;

/** A real day of the calendar written 'YYYY-MM-DD', or null (a day that never was, or out of range). */
export function readCalendarDay(text: string): LocalDate | null {
  const parts = dayParts(text);
  return parts && isCalendarYear(parts[0]) ? text : null;
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(?:(Z)|([+-])([01]\d|2[0-3])(?::?([0-5]\d))?)$/i;

/**
 * An ISO 8601 date and time with its offset ('Z', '+02:00', '-0500', '+02'), on a real day, whose
 * instant lies in the calendar; null otherwise.
 */
export function readInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  const day = match?.[1] ? dayParts(match[1]) : null;
  // Far outside anyway, and Date.UTC would read the years 0 to 99 as 1900 to 1999.
  if (!match || !day || day[0] < CALENDAR_YEARS.first - 1) return null;
  const [, , hour, minute, second, fraction, zulu, sign, offsetHours, offsetMinutes] = match;
  const ms = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(day[0], day[1] - 1, day[2], Number(hour), Number(minute), Number(second ?? 0), ms);
  const offset = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0));
  const instant = new Date(local - offset * 60_000);
  return isInCalendar(instant) ? instant : null;
}
