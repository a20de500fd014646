import { z } from 'zod';
import type { PriceRange } from '../../../domain/games/pricing-policy';
import { CALENDAR_SPAN_TEXT, readInstant } from '../../../domain/shared/calendar';
import { type DomainErrorOf, invalidInput } from '../../../domain/shared/errors';
import { centsToDollars } from '../../../domain/shared/money';

/** Ids are PostgreSQL integers: a larger number can name nothing, so it is bad input, not a lookup. */
const MAX_ID = 2_147_483_647;

const ID_MESSAGE = 'must be a positive whole number';

/** An id in a JSON body or a tRPC input: a number. */
export const idSchema = z
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(MAX_ID, { error: ID_MESSAGE });

/** An id from a path segment or a client that sends numbers as text: '12' is accepted as 12. */
export const idFromTextSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  idSchema,
);

/** A whole number a query string sends as text (a page, a limit); missing or empty: `fallback`. */
export const wholeFromText = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v,
    z
      .int({ error: `must be a whole number from ${min} to ${max}` })
      .min(min)
      .max(max),
  );

/** Loose text for fields the domain validates; the cap only keeps hostile payloads small. */
export const text = (max = 1000) => z.string().max(max);

const INSTANT_MESSAGE = `must be an ISO 8601 date and time with its offset, ${CALENDAR_SPAN_TEXT}`;

/**
 * Every date and time a request sends (a game's start or end, a filter's bound): ISO 8601 with its
 * offset, on a real day of the product's calendar (domain/shared/calendar.ts); outside it, a 400
 * naming the field, before anything reaches the database.
 */
export const instantSchema = z.iso
  .datetime({ offset: true, error: INSTANT_MESSAGE })
  .refine((value) => readInstant(value) !== null, { error: INSTANT_MESSAGE });

/** The instant of a text instantSchema admitted (an invalid date otherwise, which the domain refuses). */
export const instantOf = (text: string): Date => readInstant(text) ?? new Date(Number.NaN);

/** The first problem zod found, as the edge reports it: the field is named in the message and in `field`. */
export function invalidInputOf(error: z.ZodError): DomainErrorOf<'INVALID_INPUT'> {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  const reason = issue?.message ?? 'is invalid';
  return invalidInput(field, `Invalid ${field}: ${reason}`);
}

export const gameIdInput = z.object({ id: idSchema });

/** REST clients may send ids as text (the pages read them from the URL). */
export const gameIdParam = z.object({ id: idFromTextSchema });

export const successOut = z.object({ success: z.literal(true) });

export const messageOut = z.object({ success: z.literal(true), message: z.string() });

/** An amount in cents as answers show it, in dollars; null (no amount, no limit) stays null. */
export const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** What a paid spin can cost, in dollars: cheapest, dearest and average over the numbers it can land on. */
export const priceRangeOut = z.object({ lowest: z.number(), highest: z.number(), average: z.number() });

export const presentPriceRange = (range: PriceRange | null): z.infer<typeof priceRangeOut> | null =>
  range && {
    lowest: centsToDollars(range.lowestCents),
    highest: centsToDollars(range.highestCents),
    average: centsToDollars(range.averageCents),
  };
