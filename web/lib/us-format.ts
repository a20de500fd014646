import { SITE_TIME_ZONE } from '../../domain/shared/calendar';

/**
 * How the site writes dates and figures for US players and its operator (docs/rules/back-office.md,
 * Dashboard; a claim deadline on the player's pages): an instant in the site's time zone with the zone named ('Nov 28, 2026, 4:15 PM EST'),
 * a calendar day as 'Nov 28, 2026', counts with thousands separators, percentages with their sign,
 * and a count with its noun in the right number ('1 player', '2 players').
 */

const LOCALE = 'en-US';
const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;

const zoned = {
  dateTime: new Intl.DateTimeFormat(LOCALE, {
    ...DAY,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SITE_TIME_ZONE,
    timeZoneName: 'short',
  }),
  date: new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: SITE_TIME_ZONE }),
  time: new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: SITE_TIME_ZONE,
    timeZoneName: 'short',
  }),
};

/** A calendar day is no instant: it is written as it is named, whatever the zone. */
const calendarDay = {
  long: new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

type Instant = string | number | Date;

function write(format: Intl.DateTimeFormat, at: Instant): string {
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? '' : format.format(instant);
}

/** 'Nov 28, 2026, 4:15 PM EST' ('' for a date that cannot be read). */
export const formatZonedDateTime = (at: Instant): string => write(zoned.dateTime, at);

/** 'Nov 28, 2026', the day the instant falls on in the site's zone. */
export const formatZonedDate = (at: Instant): string => write(zoned.date, at);

/** '4:15:07 PM EST', for figures measured moments ago. */
export const formatZonedTime = (at: Instant): string => write(zoned.time, at);

/** A calendar day 'YYYY-MM-DD' as 'Nov 28, 2026' (long) or 'Nov 28' (short); unreadable text as is. */
export function formatCalendarDay(date: string, style: 'long' | 'short' = 'long'): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(noon.getTime()) ? date : calendarDay[style].format(noon);
}

/** '12,345.6': at most `fractionDigits` decimals. */
export const formatNumber = (value: number, fractionDigits = 0): string =>
  value.toLocaleString(LOCALE, { maximumFractionDigits: fractionDigits });

/** A whole count, '12,345'. */
export const formatCount = (value: number): string => formatNumber(value);

/** A rate in percent, '2.9%'; null (nothing to divide by) is 'n/a'. */
export const formatPercent = (value: number | null, fractionDigits = 1): string =>
  value === null ? 'n/a' : `${formatNumber(value, fractionDigits)}%`;

/** '1 player', '2 players', '1,000 entries' (the plural given when not the noun and an s). */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${formatCount(count)} ${count === 1 ? singular : plural}`;
