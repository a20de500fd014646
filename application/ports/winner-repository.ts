/** A game's recorded winner: who, with which number, why, when and selected by whom. */
export interface WinnerRecord {
  gameId: number;
  userId: number;
  number: number;
  reason: string;
  selectedAt: Date;
  /** The administrator who picked, or the draw that did ('random draw', 'automatic draw'). */
  selectedBy: string;
}

/**
 * The winners of games, at most one per game. The admin issue records them; players' stats count
 * them, so 'Lucky Beginner' and the wins tile show real wins.
 */
export interface WinnerRepository {
  /** Stores the game's winner; false when the game already has one. */
  record(winner: WinnerRecord): Promise<boolean>;
  findByGame(gameId: number): Promise<WinnerRecord | null>;
  /** Games this player has won. */
  countByUser(userId: number): Promise<number>;
}
