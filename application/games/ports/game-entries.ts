import type { ClaimKind } from '../../../domain/play/number-claim';

/** A settled entry (a paid or free claim) of a game with its player, for the back office. */
export interface GameEntry {
  claimId: string;
  number: number;
  userId: number;
  /** Null once the player's account has been erased (the entry itself stays). */
  player: { firstName: string; lastName: string; email: string } | null;
  kind: ClaimKind;
  priceCents: number;
  /** When the entry settled (paid, or taken free). */
  enteredAt: Date;
}

/** How many claims a game has. */
export interface ClaimCounts {
  /** Every claim ever, released ones included. */
  total: number;
  /** Pending or held: a payment not settled yet. */
  unsettled: number;
  /** Paid or free: the game's entries. */
  settled: number;
  /** Distinct players with a settled entry. */
  players: number;
}

/**
 * The entries of games as the back office reads them: participants, the winner's candidates, and
 * whether a game's numbers are locked by a claim.
 */
export interface GameEntries {
  /** Settled claims of the game that belong to a player, in the order they settled. */
  listSettled(gameId: number): Promise<GameEntry[]>;
  /** Claims of the game whose charge is still in flight (pending), with their player, oldest first. */
  listPending(gameId: number): Promise<GameEntry[]>;
  /** Counts for each game asked (zeros for a game without claims). */
  claimCounts(gameIds: readonly number[]): Promise<Map<number, ClaimCounts>>;
}
