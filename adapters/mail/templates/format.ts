import { SITE_TIME_ZONE } from '../../../domain/shared/calendar';

// Each formatter is made once: building an Intl formatter loads its locale and time-zone data, and
// made per call it was a sizeable share of the server's time rendering receipts under paid spins.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const EASTERN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'short',
});

/** Dollars at the edge: integer cents to "$1,234.50". */
export const dollars = (cents: number) => USD.format(cents / 100);

/** Games run on Eastern Time (docs/rules/mail.md, How mail is sent): every date in an e-mail is shown in it. */
export const easternTime = (iso: string) => EASTERN.format(new Date(iso));
