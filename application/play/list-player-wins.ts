import { inject, injectable } from 'inversify';
import { type PlayerWin, winsInForce } from '../../domain/play/player-wins';
import type { InstantPrizes, WinnerRepository } from '../games';
import { store } from '../shared/tokens';

/**
 * The prizes a player has won and still holds, main and instant alike, newest first
 * (domain/play/player-wins.ts): 'Your Wins', and what 'Games Won' and the achievements count.
 */
@injectable()
export class ListPlayerWins {
  constructor(
    @inject(store('winners')) private readonly winners: Pick<WinnerRepository, 'listByUser'>,
    @inject(store('instantPrizes')) private readonly prizes: Pick<InstantPrizes, 'wonByPlayer'>,
  ) {}

  async execute(userId: number): Promise<PlayerWin[]> {
    const [main, instant] = await Promise.all([
      this.winners.listByUser(userId),
      this.prizes.wonByPlayer(userId),
    ]);
    return winsInForce(main, instant);
  }
}
