import { z } from 'zod';
import type { GameInput } from '../../domain/games/game';
import type { GameChanges } from '../../domain/games/game-revision';
import { GAME_TYPE_IDS } from '../../domain/games/game-type';
import type { DomainError } from '../../domain/shared/errors';
import { dollarsToCents } from '../../domain/shared/money';
import { err, type Result } from '../../domain/shared/result';
import { idFromTextSchema, idSchema, instantOf, instantSchema, text } from './validation';

/** A base64 data URL of up to 2 MB (the domain checks the bytes); the body limit is 3 MB. */
const imageUrl = z.string().max(3_000_000).nullish();
const whole = z.number().finite();

/**
 * The Games tab's create and edit forms (docs/rules/back-office.md): money in dollars, the free range as start and end
 * (start = total + 1, or free play false, means none). Types only: the domain checks the rules.
 */
const gameFields = {
  name: text(200).nullish(),
  description: text(5000).nullish(),
  emoji: text(64).nullish(),
  prize: text(400).nullish(),
  prizeValue: whole.min(0).max(100_000_000).nullish(),
  prizeDescription: text(5000).nullish(),
  prizeImageUrl: imageUrl,
  /** Follows the instant prizes (instant_win with any); accepted for the forms' round trip. */
  gameType: z.enum(GAME_TYPE_IDS).nullish(),
  /** The instant prizes in order, value in dollars; [] removes them (the domain checks K and each prize). */
  instantPrizes: z
    .array(z.object({ name: z.string().max(1000), value: whole }))
    .max(1000)
    .nullish(),
  totalNumbers: whole.nullish(),
  durationHours: whole.nullish(),
  freePlay: z.boolean().nullish(),
  freePlayStart: whole.nullish(),
  freePlayEnd: whole.nullish(),
};

export const createGameInput = z.object({
  ...gameFields,
  /** The cap on a player's paid entries; null or missing: none. Set at creation only. */
  maxEntriesPerPlayer: whole.nullish(),
  isScheduled: z.boolean().nullish(),
  startTime: instantSchema.nullish(),
  /** Paid numbers to sell by the end; below it, `belowMinimum` (the domain checks the rules). */
  minimumToRun: whole.nullish(),
  belowMinimum: z.enum(['cancel', 'extend']).nullish(),
  extendHours: whole.nullish(),
});
export const updateGameInput = z.object({ ...gameFields, endTime: instantSchema.nullish() });
export type CreateGameBody = z.infer<typeof createGameInput>;
export type UpdateGameBody = z.infer<typeof updateGameInput>;

/**
 * An administrator's reason: a string or nothing here; whether it is required and how long it may be
 * is the domain's (readReason and REASON_MAX, domain/winners/winner-selection.ts).
 */
const reasonField = z.string().nullish();

export const adminGameIdInput = z.object({ id: idSchema });
export const selectWinnerInput = z.object({
  playerId: idFromTextSchema,
  reason: reasonField,
  number: whole.nullish(),
});
/** Cancelling a game: why (public on the game page and in its log; the domain requires it). */
export const cancelGameInput = z.object({ reason: reasonField });
/** Setting a winner aside: why (public in the game's log; the domain requires it). */
export const setAsideWinnerInput = z.object({ reason: reasonField });

const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** An explicit range wins (the domain reads start = total + 1 as none); else the free-play switch. */
function freePlayOf(body: UpdateGameBody): GameInput['freePlay'] {
  const { freePlayStart: start, freePlayEnd: end } = body;
  if (start != null && end != null) return { start, end };
  return defined(body.freePlay);
}

function commonFields(body: UpdateGameBody) {
  return {
    name: defined(body.name),
    description: defined(body.description),
    emoji: defined(body.emoji),
    prize: defined(body.prize),
    prizeValueCents: body.prizeValue == null ? undefined : dollarsToCents(body.prizeValue),
    prizeDescription: defined(body.prizeDescription),
    totalNumbers: defined(body.totalNumbers),
    durationHours: defined(body.durationHours),
    freePlay: freePlayOf(body),
    instantPrizes: body.instantPrizes?.map((p) => ({ name: p.name, valueCents: dollarsToCents(p.value) })),
  };
}

export function gameInputOf(body: CreateGameBody): GameInput {
  return {
    ...commonFields(body),
    name: body.name ?? '',
    prize: body.prize ?? '',
    prizeImageUrl: defined(body.prizeImageUrl),
    isScheduled: defined(body.isScheduled),
    startTime: body.startTime ? instantOf(body.startTime) : undefined,
    minimumToRun: body.minimumToRun ?? null,
    belowMinimum: body.belowMinimum ?? null,
    extendHours: body.extendHours ?? null,
    maxEntriesPerPlayer: body.maxEntriesPerPlayer ?? null,
  };
}

export function gameChangesOf(body: UpdateGameBody): GameChanges {
  const fields: GameChanges = {
    ...commonFields(body),
    endTime: body.endTime ? instantOf(body.endTime) : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as GameChanges;
}

/** The domain names money fields in cents; the client sent dollars as `prizeValue`. */
function inDollars(error: DomainError): DomainError {
  return error.code === 'INVALID_INPUT' && error.field === 'prizeValueCents'
    ? { ...error, field: 'prizeValue' }
    : error;
}

export const withDollarFields = <T>(result: Result<T, DomainError>): Result<T, DomainError> =>
  result.ok ? result : err(inDollars(result.error));
