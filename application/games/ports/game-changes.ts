/**
 * What changed in a game, as every server process hears it: a number claimed, released or paid, the
 * game edited, ended, drawn or deleted. Published by the database itself (PostgreSQL NOTIFY from the
 * writes' triggers, so a change made in one process reaches the others), or by the in-memory adapters.
 * `gameId` null: a change that is not about one game (a game created: the lobby changes).
 */
export interface GameChange {
  gameId: number | null;
}

/** The stream of game changes. Listeners run after the change is committed; they must not throw. */
export interface GameChanges {
  /** Calls `listener` for each change from now on; the returned function stops it. */
  subscribe(listener: (change: GameChange) => void): () => void;
}
