import type { WinnerMethod } from '../../../domain/winners/winner-selection';

/** A winner in force as the public list reads it: the names decided by the domain's publicity rule. */
export interface ListedWinnerRow {
  winnerId: number;
  gameId: number;
  gameName: string;
  prize: string;
  prizeValueCents: number;
  method: WinnerMethod;
  wonAt: Date;
  /** Null once the account is erased. */
  player: { firstName: string; lastName: string; state: string | null; optOutPublicity: boolean } | null;
  /** An instant prize won at a claim (prize and value are the instant prize's), not the game's draw. */
  instant?: boolean;
}

/** Where a page starts: after this winner in newest-first order. */
export interface WinnersCursor {
  wonAt: Date;
  winnerId: number;
}

/** The public winners list: every recorded winner (a set-aside one is gone) and every instant win still standing (not declined or forfeited), newest first. */
export interface WinnersList {
  page(after: WinnersCursor | null, limit: number): Promise<ListedWinnerRow[]>;
}
