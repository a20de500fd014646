import { CALENDAR_SPAN_TEXT, isInCalendar } from '../shared/calendar';
import { type DomainError, type DomainErrorOf, invalidInput } from '../shared/errors';
import { isValidDate, isWholeNumberIn } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { GAME_LIMITS, type Game, type GameRules, readGameTexts } from './game';
import { checkEdit, checkEndMove, type GameLife } from './game-life';
import type { FreePlayInput } from './game-type';
import { gameTypeOf } from './game-types';
import type { InstantPrizeSetting } from './instant-prizes';

/** What an administrator may change on a game; a missing field stays as it is. */
export interface GameChanges {
  name?: string;
  description?: string;
  emoji?: string;
  prize?: string;
  prizeValueCents?: number;
  prizeDescription?: string;
  totalNumbers?: number;
  /** true: the default free range of the (new) total; false: none; or explicit start and end. */
  freePlay?: FreePlayInput;
  /** The game then ends this many hours after its start. */
  durationHours?: number;
  endTime?: Date;
  /** The instant prizes in order (domain/games/instant-prizes.ts): [] removes them. */
  instantPrizes?: readonly InstantPrizeSetting[];
}

/** The stored fields an edit rewrites (the image is handled on its own). */
export type GameRevision = Pick<
  Game,
  | 'name'
  | 'description'
  | 'emoji'
  | 'prize'
  | 'prizeValueCents'
  | 'prizeDescription'
  | 'totalNumbers'
  | 'freePlayStart'
  | 'freePlayEnd'
  | 'endTime'
  | 'durationHours'
> &
  /** Set when an edit before the first claim changes the type (instant prizes added or removed). */
  Partial<Pick<Game, 'gameType'>>;

const NUMBERS_LOCKED_MESSAGE =
  'Total numbers, the free range and the instant prizes cannot change once a number of the game has been claimed';

/** 409: the game's numbers are fixed because a claim exists. */
export const numbersLocked = (
  field: 'totalNumbers' | 'freePlay' | 'instantPrizes',
): DomainErrorOf<'GAME_NUMBERS_LOCKED'> => ({
  code: 'GAME_NUMBERS_LOCKED',
  message: NUMBERS_LOCKED_MESSAGE,
  field,
});

const HOUR_MS = 3_600_000;

/** Where the game stands as it is edited: its end may move only before it closes. */
export interface EditMoment {
  life: GameLife;
  now: Date;
}

/**
 * The game after an edit, of any game but a cancelled one. Name, texts, prize and value stay editable; the end time until the game
 * closes (an end at or before now ends it now); total numbers and the free range only while no
 * number has ever been claimed (`hasClaims`): a claim, even a released one, was priced and shown by
 * them. Sending the current values unchanged is not a change.
 */
export function reviseGame(
  game: Game,
  changes: GameChanges,
  hasClaims: boolean,
  rules: GameRules,
  moment: EditMoment,
): Result<GameRevision, DomainError> {
  const editable = checkEdit(moment.life);
  if (!editable.ok) return editable;
  const texts = readGameTexts(changes);
  if (!texts.ok) return texts;
  const next = { ...pickRevision(game), ...texts.value };
  if (next.name === '') return err(invalidInput('name', 'Game name is required'));
  if (next.prize === '') return err(invalidInput('prize', 'Prize is required'));
  if (changes.emoji !== undefined && next.emoji === '') next.emoji = game.emoji;

  if (changes.prizeValueCents !== undefined) {
    if (!isWholeNumberIn(changes.prizeValueCents, 0, rules.maxPrizeValueCents)) {
      return err(invalidInput('prizeValueCents', 'Prize value must be a whole number of cents in range'));
    }
    next.prizeValueCents = changes.prizeValueCents;
  }

  const numbers = reviseNumbers(game, changes);
  if (!numbers.ok) return numbers;
  const changedTotal = numbers.value.totalNumbers !== game.totalNumbers;
  const changedRange =
    numbers.value.freePlayStart !== game.freePlayStart || numbers.value.freePlayEnd !== game.freePlayEnd;
  if (hasClaims && changedTotal) return err(numbersLocked('totalNumbers'));
  if (hasClaims && changedRange) return err(numbersLocked('freePlay'));
  Object.assign(next, numbers.value);

  const end = reviseEnd(game, changes, rules);
  if (!end.ok) return end;
  if (end.value.endTime.getTime() === game.endTime.getTime()) return ok({ ...next, ...end.value });
  const moved = checkEndMove(moment.life, end.value.endTime, moment.now);
  if (!moved.ok) return moved;
  if (moved.value === end.value.endTime) return ok({ ...next, ...end.value });
  const hours = Math.max(1, Math.ceil((moved.value.getTime() - game.startTime.getTime()) / HOUR_MS));
  return ok({ ...next, endTime: moved.value, durationHours: hours });
}

/**
 * The edit that ends a live game now (docs/rules/games.md, Ending a game now): its end moves to now, or
 * to a millisecond after its start for a game that started this very instant (an end is after the start).
 */
export const endNowChanges = (game: Pick<Game, 'startTime'>, now: Date): GameChanges => ({
  endTime: new Date(Math.max(now.getTime(), game.startTime.getTime() + 1)),
});

/** What the game's public log records of an edit: `field=new value` for its end time and prize. */
export function loggedEdits(before: Game, after: GameRevision): string[] {
  const edits: string[] = [];
  if (after.endTime.getTime() !== before.endTime.getTime())
    edits.push(`endTime=${after.endTime.toISOString()}`);
  if (after.prize !== before.prize) edits.push(`prize=${after.prize}`);
  if (after.prizeValueCents !== before.prizeValueCents)
    edits.push(`prizeValueCents=${after.prizeValueCents}`);
  return edits;
}

function pickRevision(game: Game): GameRevision {
  const { name, description, emoji, prize, prizeValueCents, prizeDescription } = game;
  const { totalNumbers, freePlayStart, freePlayEnd, endTime, durationHours } = game;
  return {
    name,
    description,
    emoji,
    prize,
    prizeValueCents,
    prizeDescription,
    totalNumbers,
    freePlayStart,
    freePlayEnd,
    endTime,
    durationHours,
  };
}

function reviseNumbers(
  game: Game,
  changes: GameChanges,
): Result<Pick<Game, 'totalNumbers' | 'freePlayStart' | 'freePlayEnd'>, DomainError> {
  const total = changes.totalNumbers ?? game.totalNumbers;
  const { minTotalNumbers: min, maxTotalNumbers: max } = GAME_LIMITS;
  if (!isWholeNumberIn(total, min, max)) {
    return err(invalidInput('totalNumbers', `Total numbers must be a whole number from ${min} to ${max}`));
  }
  const type = gameTypeOf(game.gameType);
  let freePlay = changes.freePlay;
  if (freePlay === undefined) {
    // Unchanged free play: the same range when it still fits the total, else the default range.
    const current = type.freeRange(game);
    freePlay =
      current === null ? false : current.to <= total ? { start: current.from, end: current.to } : true;
  }
  const settings = type.checkSettings(freePlay, total);
  if (!settings.ok) return settings;
  return ok({ totalNumbers: total, ...settings.value });
}

function reviseEnd(
  game: Game,
  changes: GameChanges,
  rules: GameRules,
): Result<Pick<Game, 'endTime' | 'durationHours'>, DomainError> {
  const maxHours = rules.maxDurationHours;
  if (changes.endTime !== undefined) {
    if (changes.durationHours !== undefined) {
      return err(invalidInput('endTime', 'Send either an end time or a duration, not both'));
    }
    if (!isValidDate(changes.endTime)) return err(invalidInput('endTime', 'End time must be a valid date'));
    if (!isInCalendar(changes.endTime))
      return err(invalidInput('endTime', `End time must be a date ${CALENDAR_SPAN_TEXT}`));
    const hours = (changes.endTime.getTime() - game.startTime.getTime()) / HOUR_MS;
    if (hours <= 0 || hours > maxHours) {
      return err(
        invalidInput('endTime', `End time must be after the start and at most ${maxHours} hours later`),
      );
    }
    return ok({ endTime: changes.endTime, durationHours: Math.ceil(hours) });
  }
  if (changes.durationHours === undefined)
    return ok({ endTime: game.endTime, durationHours: game.durationHours });
  const { minDurationHours: minHours } = GAME_LIMITS;
  if (!isWholeNumberIn(changes.durationHours, minHours, maxHours)) {
    return err(
      invalidInput(
        'durationHours',
        `Duration must be a whole number of hours from ${minHours} to ${maxHours}`,
      ),
    );
  }
  const endTime = new Date(game.startTime.getTime() + changes.durationHours * HOUR_MS);
  return ok({ endTime, durationHours: changes.durationHours });
}
