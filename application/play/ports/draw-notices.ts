/** The result of a drawn game, as the in-page notice tells a player who entered it. */
export interface DrawResult {
  gameId: number;
  gameName: string;
  winningNumber: number;
  /** The player is the winner. */
  won: boolean;
  /** The player's win's id when they won (its claim page, /claim/{winnerId}); null otherwise. */
  winnerId: number | null;
  drawnAt: Date;
}

/** Which drawn games a player has been told about: each result is noticed once. */
export interface DrawNotices {
  /** Drawn games (not archived) the player holds a paid or free entry in, not seen yet; newest draw first. */
  unseen(userId: number): Promise<DrawResult[]>;
  /** Records that the player saw the game's result; false when that was already recorded. */
  markSeen(userId: number, gameId: number, at: Date): Promise<boolean>;
}
