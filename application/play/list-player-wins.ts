import { inject, injectable } from 'inversify';
import type { PlayerWin, WinnerRepository } from '../games';
import { store } from '../shared/tokens';

/** The games a player has won, newest first, for their own dashboard. */
@injectable()
export class ListPlayerWins {
  constructor(@inject(store('winners')) private readonly winners: WinnerRepository) {}

  execute(userId: number): Promise<PlayerWin[]> {
    return this.winners.listByUser(userId);
  }
}
