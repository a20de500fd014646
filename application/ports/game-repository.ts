import type { Game, GameDraft } from '../../domain/game';

export interface LockedGame {
  game: Game;
  /** The game's spin sequence number for this spin (1 for the first spin of a game). */
  spinSequence: number;
  /** Available numbers of the game as the lock was taken (every earlier claim counted). */
  numbersLeft: number;
  /** Of those, the ones in the game's free range (meaningful only when it has one). */
  freeNumbersLeft: number;
}

/** Games and their number pools' creation. */
export interface GameRepository {
  /** Stores the game and creates its numbers 1..totalNumbers, all available. */
  create(draft: GameDraft): Promise<Game>;
  findById(id: number): Promise<Game | null>;
  /** Games not archived, newest first (the caller decides which are live). */
  list(): Promise<Game[]>;
  /**
   * Inside a transaction: lock the game row until commit and advance its spin sequence.
   * Concurrent spins of one game are serialised by this lock. Null for an unknown game.
   */
  lockForSpin(id: number): Promise<LockedGame | null>;
}
