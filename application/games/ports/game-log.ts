import type { HashedEntry, OperatorEntry } from '../../../domain/fairness/fairness-log';
import type { SchemeVersion } from '../../../domain/fairness/scheme';

/** What the next claim of a player in a game derives from (read under the game's spin lock). */
export interface SpinSeeds {
  serverSeed: Uint8Array;
  /** The spin number the claim takes if it is written: one more than the game's last. */
  nextSpin: number;
  /** The client seed the claim uses: the player's own, or their seed for this game (scheme 3). */
  clientSeed: string;
  /** The scheme the game's picks follow (domain/fairness/scheme.ts). */
  schemeVersion: SchemeVersion;
}

/** A game's fairness record: the commitment, the secret seed, and the hash-chained log. */
export interface GameFairness {
  serverSeedHash: string;
  serverSeed: Uint8Array;
  log: HashedEntry[];
  schemeVersion: SchemeVersion;
}

/** The head of a game's log (its last entry's hash, or the commitment while empty) and its length. */
export interface LogHead {
  head: string;
  entries: number;
}

/**
 * The provably fair scheme's storage (docs/rules/fairness.md, The log). Claims carrying a spin number and their
 * releases are logged by the number pool as they are written (same transaction); the draw is appended
 * and the operator's entries here. Appends of a game are serialised by its lock.
 */
export interface GameLog {
  /** null when there is no such game or player. */
  spinSeeds(gameId: number, userId: number): Promise<SpinSeeds | null>;
  /** null when there is no such game. */
  read(gameId: number): Promise<GameFairness | null>;
  /** The log's head without the log (the game page's live card); null when there is no such game. */
  head(gameId: number): Promise<LogHead | null>;
  /** Games with a draw, a set-aside or a pick logged at or after `since`, newest first (the live draw's feed). */
  recentDraws(since: Date, limit: number): Promise<number[]>;
  /** Appends the draw's entry; returns its hash (the new log head). */
  appendDraw(gameId: number, number: number, at: Date): Promise<string>;
  /** Appends an operator's entry (a set-aside, a pick, an edit); returns its hash. */
  appendNote(gameId: number, entry: OperatorEntry): Promise<string>;
  /** null when there is no such player. */
  clientSeed(userId: number): Promise<string | null>;
  /** Applies to the player's later spins; false when there is no such player. */
  setClientSeed(userId: number, seed: string): Promise<boolean>;
}
