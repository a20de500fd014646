/** A signed-in player counts as online, or as viewing a game, for this long after a request. */
export const PRESENCE_WINDOW_MS = 60_000;

export interface VisitDurations {
  visits: number;
  /** The visits' durations (first to last request) added up. */
  totalMs: number;
}

export interface PresenceVisit {
  userId: number;
  /** The game whose data the player requested, or null for any other request. */
  gameId: number | null;
  at: Date;
}

/**
 * When each signed-in player was last seen, on the site and on each game's page, stored so that
 * the counts are right whichever server process served the requests.
 */
export interface PresenceTracker {
  /**
   * Marks the player seen on the site at `at`, and on the game's page when gameId is given (a game
   * that does not exist is counted for nobody: reads record their viewer before they read).
   */
  record(visit: PresenceVisit): Promise<void>;
  /** Distinct players seen on the site after `since`. */
  countOnline(since: Date): Promise<number>;
  /** When the player was last seen on the site; null when never (the back office's status). */
  lastSeen(userId: number): Promise<Date | null>;
  /**
   * Visits (a player's requests with no gap over VISIT_IDLE_MS) whose last request was at or after
   * `from` and that have ended: no request of the player since `idleSince` (now - VISIT_IDLE_MS).
   */
  endedVisits(from: Date, idleSince: Date): Promise<VisitDurations>;
  /** Distinct players seen on each game's page after `since` (0 for games nobody viewed). */
  countViewers(gameIds: readonly number[], since: Date): Promise<Map<number, number>>;
}
