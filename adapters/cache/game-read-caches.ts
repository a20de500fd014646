import type { InstantPrizeView } from '../../application/games/instant-prize-views';
import type { GameChange } from '../../application/games/ports/game-changes';
import type { RecentNumber } from '../../application/games/ports/number-pool';
import type { Clock } from '../../application/shared/ports/clock';
import type { PublicWinnersPage } from '../../application/winners/list-public-winners';
import type { Game } from '../../domain/games/game';
import type { PublicWinner } from '../../domain/winners/winner-publicity';
import { ChangeCache, type Expiring } from './change-cache';

/**
 * How stale the live-player figures may be. Presence changes with every signed-in read, not with a
 * write, so these are read again at most once per LIVE_PLAYERS_CACHE_MS, apart from the game data.
 */
export const LIVE_PLAYERS_CACHE_MS = 1_000;

/**
 * How stale the public winners list may be after another process changes a winner's publicity flag
 * (an account's change is not among the database's game NOTIFYs; a winner's is, at once).
 */
const PUBLIC_WINNERS_MAX_AGE_MS = 60_000;

/** A game as stored, with its numbers left: what its answers are made of, besides the time. */
export interface GameData {
  game: Game;
  numbersLeft: number;
  /** Read for one game's answer once it is over; the lobby's games leave it out. */
  winner?: PublicWinner | null;
  /** Its instant prizes as the answers show them (every change of the game drops them). */
  instantPrizes?: readonly InstantPrizeView[];
}

/** The instant (ms) the game's status next changes with time alone (it starts or ends), else Infinity. */
export function nextStatusChange({ game, numbersLeft }: GameData, now: number): number {
  if (numbersLeft <= 0) return Number.POSITIVE_INFINITY;
  const instants = [game.endTime.getTime()];
  if (game.isScheduled) instants.push(game.startTime.getTime());
  return Math.min(...instants.filter((instant) => instant > now), Number.POSITIVE_INFINITY);
}

/** Answers of unknown games are not kept: they expire as they are computed. */
export const unkept = <T>(value: T): Expiring<T> => ({ value, expiresAt: 0 });
export const kept = <T>(value: T): Expiring<T> => ({ value, expiresAt: Number.POSITIVE_INFINITY });

/**
 * The public game reads every request shares, each computed once per change: the lobby's games,
 * each game, its available and recent numbers (null: no such game), and the live-player figures.
 * `drop` takes a change: the lobby and the game's answers, or with gameId null everything.
 */
export class GameReadCaches {
  readonly lobby: ChangeCache<'lobby', readonly GameData[]>;
  readonly games: ChangeCache<number, GameData | null>;
  readonly available: ChangeCache<number, readonly number[] | null>;
  readonly recent: ChangeCache<number, readonly RecentNumber[] | null>;
  /** Viewers per game, of the lobby's games ('lobby') or of one game (its id). */
  readonly viewers: ChangeCache<'lobby' | number, ReadonlyMap<number, number>>;
  /** The public winners list's first page: dropped by any change, as a winner is a game's change. */
  readonly publicWinners: ChangeCache<'first', PublicWinnersPage>;

  /**
   * The game data stands until a change drops it: GameChanges (the database's NOTIFY) reports every
   * committed change of any process, and a lost LISTEN connection reports "anything changed" when back.
   */
  constructor(clock: Clock) {
    this.lobby = new ChangeCache(clock);
    this.games = new ChangeCache(clock);
    this.available = new ChangeCache(clock);
    this.recent = new ChangeCache(clock);
    this.viewers = new ChangeCache(clock, LIVE_PLAYERS_CACHE_MS);
    this.publicWinners = new ChangeCache(clock, PUBLIC_WINNERS_MAX_AGE_MS);
  }

  /** Drops what a change affects; an arrow, so it can be handed on as it is (`invalidating*` adapters). */
  readonly drop = ({ gameId }: GameChange): void => {
    this.lobby.dropAll();
    this.publicWinners.dropAll();
    if (gameId === null) {
      // A new game: the lobby's live-player figures must count it too.
      this.viewers.drop('lobby');
      for (const cache of [this.games, this.available, this.recent]) cache.dropAll();
      return;
    }
    for (const cache of [this.games, this.available, this.recent]) cache.drop(gameId);
  };
}
