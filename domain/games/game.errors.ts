import {
  FREE_PLAY_NONE_LEFT_MESSAGE,
  FREE_PLAY_USED_MESSAGE,
  NO_FREE_RANGE_MESSAGE,
} from '../play/free-play-policy';
import { type DomainError, type DomainErrorOf, domainError } from '../shared/errors';
import type { GameStatus } from './game-status';

const GAME_NOT_FOUND_MESSAGE = 'Game not found';
const GAME_NOT_STARTED_MESSAGE = 'This game has not started yet';
const GAME_ENDED_MESSAGE = 'This game has ended. No more spins are allowed';
export const GAME_COMPLETE_MESSAGE = 'All numbers have been claimed';
const GAME_CANCELLED_MESSAGE =
  'This game was cancelled: it takes no spin, payment or draw, and every paid number is refunded';

const GAME_CLOSED_MESSAGE =
  'This game has closed and its server seed is public: its end time can no longer change';
const GAME_WOULD_HAVE_ENDED_MESSAGE =
  'This game would already have ended: its start and duration must end after now';

export const ALL_RESERVED_MESSAGE =
  'Every number left is reserved for a payment in progress. A number whose payment fails goes back to the game: try again in a few minutes.';
const ONLY_FREE_LEFT_MESSAGE =
  'No number is left for sale in this game: the numbers left are its free entries.';

/**
 * A live game with nothing a paid spin may draw: every number left is reserved for a payment in
 * progress (a held number is not sold, so the game is not complete), or only free entries are left.
 */
export function noNumberForSale(why: 'reserved' | 'free-only'): DomainError {
  return domainError(
    'NO_NUMBER_FOR_SALE',
    why === 'reserved' ? ALL_RESERVED_MESSAGE : ONLY_FREE_LEFT_MESSAGE,
  );
}

export const gameNotFound = (): DomainError => domainError('NOT_FOUND', GAME_NOT_FOUND_MESSAGE);

/** Why a game that is not live refuses a spin of either kind. */
export function gameNotLive(status: Exclude<GameStatus, 'live'>, startTime?: Date): DomainError {
  switch (status) {
    case 'scheduled':
      return startTime
        ? { code: 'GAME_NOT_STARTED', message: GAME_NOT_STARTED_MESSAGE, startTime: startTime.toISOString() }
        : { code: 'GAME_NOT_STARTED', message: GAME_NOT_STARTED_MESSAGE };
    case 'ended':
      return domainError('GAME_ENDED', GAME_ENDED_MESSAGE);
    case 'complete':
      return domainError('GAME_COMPLETE', GAME_COMPLETE_MESSAGE);
    case 'cancelled':
      return gameCancelled();
  }
}

/** 409: the game was cancelled (a second cancel, or a spin, payment, pick or draw after it). */
export const gameCancelled = (): DomainError => domainError('GAME_CANCELLED', GAME_CANCELLED_MESSAGE);

/** 409: a cancelled game is over for good; its page and log keep what it was (docs/rules/games.md, Editing a game). */
export const cancelledGameNotEditable = (): DomainError =>
  domainError('GAME_CANCELLED', 'A cancelled game can no longer be edited');

/** 409: a closed game's end stays where it is (a later end would let it take claims again). */
export const gameClosed = (): DomainError => domainError('GAME_ENDED', GAME_CLOSED_MESSAGE);

/** 409: a new game must end after now (one created already ended would close at once). */
export const gameWouldHaveEnded = (): DomainError => domainError('GAME_ENDED', GAME_WOULD_HAVE_ENDED_MESSAGE);

export type FreePlayExhaustedReason = 'used' | 'none-left' | 'no-free-range';

const FREE_PLAY_MESSAGES: Record<FreePlayExhaustedReason, string> = {
  used: FREE_PLAY_USED_MESSAGE,
  'none-left': FREE_PLAY_NONE_LEFT_MESSAGE,
  'no-free-range': NO_FREE_RANGE_MESSAGE,
};

/** FREE_PLAY_EXHAUSTED with the `description` field clients read set to the same sentence. */
export function freePlayExhausted(reason: FreePlayExhaustedReason): DomainErrorOf<'FREE_PLAY_EXHAUSTED'> {
  const message = FREE_PLAY_MESSAGES[reason];
  return { code: 'FREE_PLAY_EXHAUSTED', message, description: message };
}
