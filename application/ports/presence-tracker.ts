/** A signed-in player counts as online, or as viewing a game, for this long after a request. */
export const PRESENCE_WINDOW_MS = 60_000;

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
  /** Marks the player seen on the site at `at`, and on the game's page when gameId is given. */
  record(visit: PresenceVisit): Promise<void>;
  /** Distinct players seen on the site after `since`. */
  countOnline(since: Date): Promise<number>;
  /** When the player was last seen on the site; null when never (the back office's status). */
  lastSeen(userId: number): Promise<Date | null>;
  /** Distinct players seen on each game's page after `since` (0 for games nobody viewed). */
  countViewers(gameIds: readonly number[], since: Date): Promise<Map<number, number>>;
}
