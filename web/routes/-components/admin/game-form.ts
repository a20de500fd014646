import { GAME_DEFAULTS } from '../../../../domain/games/game';
import { defaultFreeRange } from '../../../../domain/games/wheel-spin';
import { type InstantGameInput, instantFieldsOf } from '../../../lib/instant-prizes';
import type { AdminGame, CreateGameBody } from './admin-types';
import { draftsOf, type PrizeDraft, prizesInput } from './instant-prize-drafts';

/** The create and edit forms' fields as typed (strings), with the domain's defaults for a new game. */
export interface GameForm {
  name: string;
  emoji: string;
  description: string;
  prize: string;
  prizeValue: string;
  prizeImageUrl: string | null;
  totalNumbers: string;
  durationHours: string;
  freePlay: boolean;
  freePlayStart: string;
  freePlayEnd: string;
  startTime: string;
  /** The ordered instant prizes (none: a plain wheel game). */
  instantPrizes: PrizeDraft[];
  /** The most paid entries per player; empty means no cap. */
  maxEntriesPerPlayer: string;
}

const DEFAULT_TOTAL: number = GAME_DEFAULTS.totalNumbers;
/** Where the default free range starts for this many numbers. */
export const freeStartFor = (total: number) => defaultFreeRange(total).start;

export function newGameForm(): GameForm {
  return {
    name: '',
    emoji: GAME_DEFAULTS.emoji,
    description: '',
    prize: '',
    prizeValue: '50.00',
    prizeImageUrl: null,
    totalNumbers: String(DEFAULT_TOTAL),
    durationHours: '',
    freePlay: true,
    freePlayStart: String(freeStartFor(DEFAULT_TOTAL)),
    freePlayEnd: String(DEFAULT_TOTAL),
    startTime: '',
    instantPrizes: [],
    maxEntriesPerPlayer: '',
  };
}

export function editGameForm(game: AdminGame): GameForm {
  const instant = instantFieldsOf(game);
  return {
    name: game.name,
    emoji: game.emoji,
    description: game.description,
    prize: game.prize,
    prizeValue: game.prizeValue.toFixed(2),
    prizeImageUrl: game.prizeImageUrl,
    totalNumbers: String(game.totalNumbers),
    durationHours: String(game.durationHours),
    freePlay: game.hasFreePlay,
    freePlayStart: String(game.hasFreePlay ? game.freePlayStart : freeStartFor(game.totalNumbers)),
    freePlayEnd: String(game.hasFreePlay ? game.freePlayEnd : game.totalNumbers),
    startTime: '',
    instantPrizes: draftsOf(instant.instantPrizes),
    maxEntriesPerPlayer: instant.maxEntriesPerPlayer === null ? '' : String(instant.maxEntriesPerPlayer),
  };
}

/** A number typed in a field; empty or not a number is left for the server to name. */
const numberOr = (text: string, fallback: number) => {
  const n = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(n) ? fallback : n;
};

/** How the edited game stood: its prizes and cap are sent only while they may change. */
export interface EditedGame {
  hadPrizes: boolean;
  locked: boolean;
}

/**
 * The instant prizes and the cap: on create only when set; on edit, unless locked, the cap (empty sends
 * null, no cap) and the prizes when there are some or there were (an empty list removes them).
 */
function instantInputOf(form: GameForm, edit?: EditedGame): InstantGameInput {
  if (edit?.locked) return {};
  const capText = form.maxEntriesPerPlayer.trim();
  const cap = capText === '' ? null : Number(capText);
  const prizes =
    form.instantPrizes.length > 0 || edit?.hadPrizes
      ? { instantPrizes: prizesInput(form.instantPrizes) }
      : {};
  return { ...prizes, ...(edit || cap !== null ? { maxEntriesPerPlayer: cap } : {}) };
}

/** A cap typed: empty, or a whole number of 1 or more. */
export function capError(form: GameForm): string | undefined {
  const text = form.maxEntriesPerPlayer.trim();
  const cap = Number(text);
  if (text === '' || (Number.isInteger(cap) && cap >= 1)) return undefined;
  return 'Maximum paid entries must be a whole number, 1 or more (leave it empty for no cap)';
}

/** The body both create and update send (dollars; the server validates every rule). */
export function bodyOf(form: GameForm, edit?: EditedGame): CreateGameBody & InstantGameInput {
  const total = numberOr(form.totalNumbers, DEFAULT_TOTAL);
  return {
    name: form.name.trim(),
    emoji: form.emoji.trim() || GAME_DEFAULTS.emoji,
    description: form.description.trim(),
    prize: form.prize.trim(),
    prizeValue: numberOr(form.prizeValue, Number.NaN),
    prizeImageUrl: form.prizeImageUrl,
    totalNumbers: total,
    durationHours: numberOr(form.durationHours, GAME_DEFAULTS.durationHours),
    freePlay: form.freePlay,
    ...(form.freePlay
      ? {
          freePlayStart: numberOr(form.freePlayStart, freeStartFor(total)),
          freePlayEnd: numberOr(form.freePlayEnd, total),
        }
      : {}),
    ...instantInputOf(form, edit),
  };
}

/** Create only: an optional scheduled start (a local date-time field) as an ISO instant. */
export function scheduleOf(form: GameForm): Pick<CreateGameBody, 'isScheduled' | 'startTime'> {
  if (!form.startTime) return {};
  const at = new Date(form.startTime);
  return Number.isNaN(at.getTime()) ? {} : { isScheduled: true, startTime: at.toISOString() };
}
