const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  timeZone: 'UTC',
});

/** A log time in British form, in UTC as the log records it: '23 Nov 2026, 09:00:01.257 UTC'. */
export function formatLogInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${FORMAT.format(date)} UTC`;
}
