import type { PlayerWin, WinnerRepository } from '../games';

/** The games a player has won, newest first, for their own dashboard. */
export class ListPlayerWins {
  constructor(private readonly winners: WinnerRepository) {}

  execute(userId: number): Promise<PlayerWin[]> {
    return this.winners.listByUser(userId);
  }
}
