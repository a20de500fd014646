import type { Game, GameDraft } from '../../../domain/games/game';
import type { GameRevision } from '../../../domain/games/game-revision';

export interface LockedGame {
  game: Game;
  /** The game's spin sequence number for this spin (1 for the first spin of a game). */
  spinSequence: number;
  /** Available numbers of the game as the lock was taken (every earlier claim counted). */
  numbersLeft: number;
  /** Of those, the ones free entries draw (their stored terms say free; 0 in a game without any). */
  freeNumbersLeft: number;
}

/**
 * Thrown by `create` when another game already has the draft's code (another server process took it
 * between the check and the insert). The transaction stays usable: the caller tries another code.
 */
export class GameCodeTaken extends Error {
  constructor(readonly code: string) {
    super(`Game code ${code} already exists`);
    this.name = 'GameCodeTaken';
  }
}

/** Games and their number pools' creation. */
export interface GameRepository {
  /**
   * Stores the game and creates its numbers 1..totalNumbers, all available, each with the terms its
   * game type gives it (domain/games/game-types.ts numberTermsOf). Throws `GameCodeTaken`.
   */
  create(draft: GameDraft): Promise<Game>;
  findById(id: number): Promise<Game | null>;
  /** Whether any game, archived ones included, has this code (codes are unique). */
  codeTaken(code: string): Promise<boolean>;
  /** Games not archived, newest first (the caller decides which are live). */
  list(): Promise<Game[]>;
  /**
   * Inside a transaction: lock the game row until commit and advance its spin sequence.
   * Concurrent spins of one game are serialised by this lock. Null for an unknown game.
   */
  lockForSpin(id: number): Promise<LockedGame | null>;
  /**
   * Inside a transaction: lock the game row until commit without advancing its spin sequence (an
   * edit or a deletion waits for a spin in progress, and a spin for them). Null for an unknown game.
   */
  lock(id: number): Promise<Game | null>;
  /**
   * Rewrites the game's fields. A changed total resizes its numbers (only valid while the game has
   * no claim: the caller holds the lock and checked), each number takes the terms its game type
   * gives it under the revision, and the available counters are recomputed.
   */
  update(id: number, revision: GameRevision): Promise<Game | null>;
  /**
   * Closes the game for good (domain/games/game-life.ts): it keeps the first closing instant, and an end
   * still ahead moves to `at` (a game ended early) when the game has started, and the first `drawAt`
   * given stays its draw time (domain/games/draw-time.ts). Null for an unknown game.
   */
  close(id: number, at: Date, drawAt?: Date): Promise<Game | null>;
  /**
   * Cancels the game for good, once: a compare-and-set that also closes it (its seed is public) and
   * fails (null) when it is cancelled already, has a winner, or is unknown. Concurrent calls: one wins.
   */
  cancel(id: number, at: Date, reason: string): Promise<Game | null>;
  /**
   * Games with a minimum to run not decided yet whose end passed or that sold out (the closer's
   * decision, domain/games/minimum-to-run.ts), oldest end first.
   */
  listMinimumDue(now: Date, limit: number): Promise<number[]>;
  /**
   * Takes the game's minimum decision: true for exactly one caller (a compare-and-set on the row);
   * `endTime`, when given, moves the game's end there in the same statement (the one extension).
   */
  decideMinimum(id: number, at: Date, endTime: Date | null): Promise<boolean>;
  /** The URL games carry for the prize image (null: none). */
  setImageUrl(id: number, url: string | null): Promise<void>;
  /** Hides the game from every list and refuses spins; its claims and ledger stay. */
  archive(id: number, at: Date): Promise<boolean>;
  /** Removes a game and its numbers; fails if anything (a claim) still refers to them. */
  delete(id: number): Promise<boolean>;
}
