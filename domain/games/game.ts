import { CALENDAR_SPAN_TEXT, isInCalendar } from '../shared/calendar';
import { type DomainError, invalidInput } from '../shared/errors';
import { isValidDate, isWholeNumberIn, maxLength, readText } from '../shared/input';
import type { Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { gameNotLive, gameWouldHaveEnded } from './game.errors';
import type { GameStatus } from './game-status';
import type { FreePlayInput, GameTypeId } from './game-type';
import { gameTypeOf } from './game-types';
import {
  checkInstantPrizes,
  checkMaxEntries,
  gameTypeForPrizes,
  type InstantPrizeSetting,
} from './instant-prizes';
import { type MinimumToRun, readMinimumToRun } from './minimum-to-run';

/** The defaults of a new game. */
export const GAME_DEFAULTS = {
  totalNumbers: 125,
  durationHours: 240,
  maxWinners: 1,
  emoji: '🎮',
  gameType: 'wheel_spin' as GameTypeId,
} as const;

/** Limits the server enforces on any game, whoever creates it. */
export const GAME_LIMITS = {
  minTotalNumbers: 1,
  maxTotalNumbers: 10_000,
  minDurationHours: 1,
  maxDurationHours: 730,
} as const;

export interface Game {
  id: number;
  code: string;
  name: string;
  description: string;
  emoji: string;
  /** Its kind (domain/games/game-type.ts): prices, free numbers and winnings follow its rules. */
  gameType: GameTypeId;
  prize: string;
  prizeValueCents: Cents;
  prizeDescription: string;
  prizeImageUrl: string | null;
  totalNumbers: number;
  /** Inclusive; a game without free play stores totalNumbers + 1 (domain/games/wheel-spin.ts noFreeRange). */
  freePlayStart: number;
  freePlayEnd: number;
  maxWinners: number;
  isScheduled: boolean;
  startTime: Date;
  endTime: Date;
  durationHours: number;
  createdAt: Date;
  /** When the game closed for good (domain/games/game-life.ts); null while it may still take claims. */
  closedAt: Date | null;
  /** Its draw time when fixed at its close (domain/games/draw-time.ts); null or absent: its end time. */
  drawAt?: Date | null;
  /** When its last number was taken (kept by the store); null or absent while any is available. */
  soldOutAt?: Date | null;
  /**
   * The minutes after a sell-out it is drawn, fixed when it opened (its terms say the same); null or
   * absent for a game opened before it was stored with the game (domain/games/draw-time.ts).
   */
  drawAfterSellOutMinutes?: number | null;
  /** When an administrator (or its minimum to run) cancelled it, and why (public); null otherwise. */
  cancelledAt?: Date | null;
  cancelReason?: string | null;
  /** The paid numbers it must sell by its end, and what happens below (domain/games/minimum-to-run.ts). */
  minimumToRun?: MinimumToRun | null;
  /** The cap on a player's paid entries (domain/play/entry-cap.ts); null or absent: none. */
  maxEntriesPerPlayer?: number | null;
}

/** What a repository needs to store a new game: everything but the generated id and timestamps. */
export type GameDraft = Omit<
  Game,
  'id' | 'createdAt' | 'closedAt' | 'drawAt' | 'soldOutAt' | 'cancelledAt' | 'cancelReason'
>;

/** The facts of a game its status is read from; a game closed for good stays closed. */
export type GameTimes = Pick<Game, 'isScheduled' | 'startTime' | 'endTime'> & {
  closedAt?: Date | null;
  cancelledAt?: Date | null;
};

/** 'G' plus the last 6 digits of a timestamp, zero-padded. */
export function gameCode(timestampMs: number): string {
  const digits = Math.abs(Math.trunc(timestampMs)) % 1_000_000;
  return `G${String(digits).padStart(6, '0')}`;
}

/**
 * A game is live until every number is sold (complete) or its end time passes (ended); once
 * closed for good it is ended whatever its end time says.
 * A cancelled game is cancelled whatever else holds.
 * Precedence: cancelled, complete, then ended, then scheduled (a scheduled game before its start), then live.
 * `numbersLeft` counts the numbers not sold: a number reserved for a payment in progress or held
 * after a decline is not sold (unsoldNumbers), so declined spins cannot make a game complete.
 */
export function gameStatus(game: GameTimes, numbersLeft: number, now: Date): GameStatus {
  if (game.cancelledAt != null) return 'cancelled';
  if (numbersLeft <= 0) return 'complete';
  if (game.closedAt != null || now.getTime() >= game.endTime.getTime()) return 'ended';
  if (game.isScheduled && now.getTime() < game.startTime.getTime()) return 'scheduled';
  return 'live';
}

/** The numbers of a game not sold: available ones, and those reserved for a payment or held. */
export const unsoldNumbers = (available: number, unsettled: number): number => available + unsettled;

/** Spins of either kind are accepted only while the game is live. */
export function ensureGameLive(game: GameTimes, numbersLeft: number, now: Date): Result<void, DomainError> {
  const status = gameStatus(game, numbersLeft, now);
  return status === 'live' ? ok(undefined) : err(gameNotLive(status, game.startTime));
}

/** Time left until the game ends, as the countdowns show it. */
export interface Countdown {
  isExpired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownTo(endTime: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((endTime.getTime() - now.getTime()) / 1000));
  return {
    isExpired: totalSeconds === 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** What an administrator (or the demo seed) asks for; anything missing takes GAME_DEFAULTS. */
export interface GameInput {
  name: string;
  description?: string;
  emoji?: string;
  prize: string;
  prizeValueCents?: number;
  prizeDescription?: string;
  prizeImageUrl?: string | null;
  totalNumbers?: number;
  durationHours?: number;
  /** true: the default free range; {start, end}: that range; false or missing: no free play. */
  freePlay?: FreePlayInput;
  isScheduled?: boolean;
  startTime?: Date;
  maxWinners?: number;
  /** Paid numbers the game must sell by its end; null or missing: none (domain/games/minimum-to-run.ts). */
  minimumToRun?: number | null;
  belowMinimum?: string | null;
  extendHours?: number | null;
  /** The instant prizes in order (domain/games/instant-prizes.ts); missing or empty: none. */
  instantPrizes?: readonly InstantPrizeSetting[];
  /** The cap on a player's paid entries; missing or null: none. */
  maxEntriesPerPlayer?: number | null;
}

/** Limits taken from the admin settings (prize value range, max game duration). */
export interface GameRules {
  maxPrizeValueCents: number;
  maxDurationHours: number;
}

export const DEFAULT_GAME_RULES: GameRules = {
  maxPrizeValueCents: 1_000_000,
  maxDurationHours: GAME_LIMITS.maxDurationHours,
};

const TEXT_LIMITS = { name: 100, prize: 200, description: 2000, emoji: 16 } as const;

/** A new game from admin input: defaults applied, every rule checked, the end time computed. */
export function draftGame(
  input: GameInput,
  now: Date,
  codeTimestampMs: number = now.getTime(),
  rules: GameRules = DEFAULT_GAME_RULES,
): Result<GameDraft, DomainError> {
  const read = readGameTexts(input);
  if (!read.ok) return read;
  const texts = { name: '', description: '', emoji: '', prize: '', prizeDescription: '', ...read.value };
  if (texts.name === '') return err(invalidInput('name', 'Game name is required'));
  if (texts.prize === '') return err(invalidInput('prize', 'Prize is required'));

  const prizeValueCents = input.prizeValueCents ?? 0;
  if (!isWholeNumberIn(prizeValueCents, 0, rules.maxPrizeValueCents)) {
    const max = (rules.maxPrizeValueCents / 100).toLocaleString('en-US');
    return err(invalidInput('prizeValueCents', `Prize value must be from $0 to $${max} in whole cents`));
  }
  const totalNumbers = input.totalNumbers ?? GAME_DEFAULTS.totalNumbers;
  const { minTotalNumbers: minTotal, maxTotalNumbers: maxTotal } = GAME_LIMITS;
  if (!isWholeNumberIn(totalNumbers, minTotal, maxTotal)) {
    return err(
      invalidInput('totalNumbers', `Total numbers must be a whole number from ${minTotal} to ${maxTotal}`),
    );
  }
  const durationHours = input.durationHours ?? GAME_DEFAULTS.durationHours;
  const { minDurationHours: minHours } = GAME_LIMITS;
  if (!isWholeNumberIn(durationHours, minHours, rules.maxDurationHours)) {
    return err(
      invalidInput(
        'durationHours',
        `Duration must be a whole number of hours from ${minHours} to ${rules.maxDurationHours}`,
      ),
    );
  }
  const maxWinners = input.maxWinners ?? GAME_DEFAULTS.maxWinners;
  if (!isWholeNumberIn(maxWinners, 1, totalNumbers)) {
    return err(invalidInput('maxWinners', `Max winners must be a whole number from 1 to ${totalNumbers}`));
  }
  const prizes = checkInstantPrizes(input.instantPrizes, totalNumbers, rules.maxPrizeValueCents);
  if (!prizes.ok) return prizes;
  const gameType = prizes.value.length > 0 ? gameTypeForPrizes(prizes.value) : GAME_DEFAULTS.gameType;
  const maxEntries = checkMaxEntries(input.maxEntriesPerPlayer);
  if (!maxEntries.ok) return maxEntries;
  const settings = gameTypeOf(gameType).checkSettings(input.freePlay, totalNumbers);
  if (!settings.ok) return settings;

  const isScheduled = input.isScheduled ?? false;
  if (typeof isScheduled !== 'boolean')
    return err(invalidInput('isScheduled', 'Scheduled must be true or false'));
  if (input.startTime !== undefined && !isValidDate(input.startTime)) {
    return err(invalidInput('startTime', 'Start time must be a valid date'));
  }
  if (isScheduled && input.startTime === undefined) {
    return err(invalidInput('startTime', 'Start time is required for a scheduled game'));
  }
  const startTime = input.startTime ?? now;
  const endTime = new Date(startTime.getTime() + durationHours * 3_600_000);
  if (!isInCalendar(startTime) || !isInCalendar(endTime))
    return err(invalidInput('startTime', `Start and end times must be dates ${CALENDAR_SPAN_TEXT}`));
  if (endTime.getTime() <= now.getTime()) return err(gameWouldHaveEnded());
  const minimum = readMinimumToRun(input, totalNumbers);
  if (!minimum.ok) return minimum;
  const prizeImageUrl = input.prizeImageUrl ?? null;
  if (prizeImageUrl !== null && typeof prizeImageUrl !== 'string') {
    return err(invalidInput('prizeImageUrl', 'Prize image must be a URL'));
  }

  return ok({
    code: gameCode(codeTimestampMs),
    name: texts.name,
    description: texts.description,
    emoji: texts.emoji || GAME_DEFAULTS.emoji,
    gameType,
    prize: texts.prize,
    prizeValueCents,
    prizeDescription: texts.prizeDescription,
    prizeImageUrl,
    totalNumbers,
    ...settings.value,
    maxWinners,
    isScheduled,
    startTime,
    endTime,
    durationHours,
    minimumToRun: minimum.value,
    maxEntriesPerPlayer: maxEntries.value,
  });
}

type GameText = 'name' | 'description' | 'emoji' | 'prize' | 'prizeDescription';
const TEXT_LABELS: Record<GameText, string> = {
  name: 'Game name',
  description: 'Description',
  emoji: 'Emoji',
  prize: 'Prize',
  prizeDescription: 'Prize description',
};

/** The text fields present in the input, trimmed and within their length limits. */
export function readGameTexts(
  input: Partial<Record<GameText, unknown>>,
): Result<Partial<Record<GameText, string>>, DomainError> {
  const texts: Partial<Record<GameText, string>> = {};
  for (const field of Object.keys(TEXT_LABELS) as GameText[]) {
    if (input[field] === undefined) continue;
    const text = readText(input[field], field, TEXT_LABELS[field]);
    if (!text.ok) return text;
    const limit = field === 'prizeDescription' ? TEXT_LIMITS.description : TEXT_LIMITS[field];
    const tooLong = maxLength(text.value, limit, field, TEXT_LABELS[field]);
    if (tooLong) return err(tooLong);
    texts[field] = text.value;
  }
  return ok(texts);
}
