/** A game that has stopped taking spins and still has no winner: the operator should pick or draw one. */
export interface GameAwaitingWinner {
  gameId: number;
  name: string;
  code: string;
  /** ended: its end time passed; soldOut: every number is claimed. */
  reason: 'ended' | 'soldOut';
  /** Claims of the game (paid, free or unsettled): an ended game nobody played needs no winner. */
  entries: number;
}

/** Charges whose money is not settled yet. */
export interface UnsettledCharges {
  /** Charge attempts still pending (outcome unknown) that were created before the cut-off. */
  stalePending: number;
  oldestPendingAt: Date | null;
  /** Numbers held after a declined charge whose hold has not expired. */
  openHolds: number;
}

/** What needs the operator (GET /api/admin/notifications), read across games and payments. */
export interface OperatorAlerts {
  /** Live-ness as of `now`; games archived or with a winner are left out. Oldest end first. */
  gamesAwaitingWinner(now: Date): Promise<GameAwaitingWinner[]>;
  unsettledCharges(now: Date, pendingCreatedBefore: Date): Promise<UnsettledCharges>;
}
