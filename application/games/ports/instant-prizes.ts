import type { PlayerWin } from '../../../domain/play/player-wins';
import type { Cents } from '../../../domain/shared/money';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';

/** An instant prize as stored: its place, name and value, its number, and its win once won. */
export interface StoredInstantPrize {
  gameId: number;
  k: number;
  name: string;
  valueCents: Cents;
  number: number;
  won: InstantWin | null;
}

/** Who won an instant prize, with which claim and spin, when, and its winner record's id. */
interface InstantWin {
  claimId: string;
  userId: number;
  spin: number | null;
  wonAt: Date;
  winnerId: number;
}

/** What the winner's notice states: the claim window the domain gives (domain/winners/claim-window.ts). */
export interface InstantNotice {
  at: Date;
  deadline: Date;
  windowHours: number;
}

/** A prize just won. */
export interface InstantAward {
  gameId: number;
  k: number;
  winnerId: number;
}

/** An instant win as the winners lists read it, with the game and the player (null once erased). */
export interface InstantWinListing extends StoredInstantPrize {
  won: InstantWin;
  gameName: string;
  /** Where its prize claim stands now (docs/rules/winners.md); null without a claim. */
  claimStatus: ClaimStatus | null;
  player: {
    firstName: string;
    lastName: string;
    email: string;
    state: string | null;
    optOutPublicity: boolean;
  } | null;
}

/**
 * A game's instant prizes (docs/rules/games.md, Instant wins): their numbers, fixed by
 * the domain from the server seed when the game is created or edited before its first claim, and
 * their wins. A prize is won once, by the first settled claim of its number.
 */
export interface InstantPrizes {
  /** Sets the game's prizes (k = 1..K in the list's order), each on its number; none when empty. */
  replace(
    gameId: number,
    prizes: readonly { name: string; valueCents: Cents; number: number }[],
  ): Promise<void>;
  /** The game's prizes in order. */
  list(gameId: number): Promise<StoredInstantPrize[]>;
  /** The prizes of these games, by game id (a game without any is absent). */
  listByGames(gameIds: readonly number[]): Promise<Map<number, StoredInstantPrize[]>>;
  /**
   * Awards the prize on the claim's number when the claim is settled (free, or paid) and the prize is
   * not won yet: marks it won, opens the winner's prize claim and queues the winner's notice, in the
   * caller's transaction. The prize won, or null.
   */
  award(claimId: string, notice: InstantNotice): Promise<InstantAward | null>;
  /** The prizes these claims won, by claim id. */
  wonByClaims(claimIds: readonly string[]): Promise<Map<string, StoredInstantPrize>>;
  /** Every prize won, newest first (archived games' too). */
  listWins(): Promise<InstantWinListing[]>;
  /** The instant prizes this player has won (kind 'instant'), newest first, each with its claim's status. */
  wonByPlayer(userId: number): Promise<PlayerWin[]>;
  /** The instant win of this winner id, or null. */
  findByWinnerId(winnerId: number): Promise<StoredInstantPrize | null>;
}
