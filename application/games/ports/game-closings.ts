/**
 * When games closed, whether their automatic draw is still to run, and whether their completion
 * e-mails went out. Each game closes once: a closing is a row only one writer creates, so two server
 * processes never close one game twice.
 */
export interface GameClosings {
  /**
   * Closes up to `limit` games that ended, sold out or were closed for good (a pick) at `now` (not
   * archived, not closed yet), marking each for the automatic draw when `drawWanted`. Answers the
   * ids this call closed.
   */
  closeDue(now: Date, drawWanted: boolean, limit: number): Promise<number[]>;
  /** Closed games whose automatic draw is still to run (it waits for unsettled payments). */
  listAwaitingDraw(limit: number): Promise<number[]>;
  /** The automatic draw is done with this game (drawn, or nothing to draw). */
  markDrawDone(gameId: number): Promise<void>;
  /** Records that the completion e-mails were sent; false when they were already. */
  markCompletionMailed(gameId: number, at: Date): Promise<boolean>;
  /** Of these games, those whose completion e-mails were sent. */
  completionMailed(gameIds: readonly number[]): Promise<Set<number>>;
}
