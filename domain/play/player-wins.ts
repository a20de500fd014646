import type { Cents } from '../shared/money';
import { type ClaimStatus, endsWin } from '../winners/prize-claim';

/**
 * A prize the player won, as their own pages list it (docs/rules/play.md, Statistics and history):
 * the game's main prize (a draw or a pick) or one of its instant prizes, each with its winner id (the
 * claim page's `/claim/{winnerId}`) and its claim's status (null before a claim was opened).
 */
export interface PlayerWin {
  winnerId: number;
  kind: 'main' | 'instant';
  gameId: number;
  gameName: string;
  prize: string;
  prizeValueCents: Cents;
  number: number;
  selectedAt: Date;
  claimStatus: ClaimStatus | null;
}

type WinFacts = Pick<PlayerWin, 'winnerId' | 'selectedAt' | 'claimStatus'>;

/**
 * A win stands until its claim ends it: a declined or forfeited prize is no longer the player's win,
 * whether it was a main prize (its winner is set aside) or an instant one. Main and instant wins count
 * alike.
 */
export const winStands = (win: Pick<WinFacts, 'claimStatus'>): boolean =>
  win.claimStatus === null || !endsWin(win.claimStatus);

/**
 * The player's wins that stand, main and instant together, newest first (the later winner id first
 * between two of the same moment): 'Your Wins', 'Games Won' and the win achievements read this list.
 */
export function winsInForce<W extends WinFacts>(main: readonly W[], instant: readonly W[]): W[] {
  return [...main, ...instant]
    .filter(winStands)
    .sort((a, b) => b.selectedAt.getTime() - a.selectedAt.getTime() || b.winnerId - a.winnerId);
}
