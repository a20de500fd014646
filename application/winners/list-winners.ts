import type { WinnerListing, WinnerRepository } from './ports/winner-repository';

/** The Winners tab: every winner, newest selection first (the tab ranks them #1, #2...). */
export class ListWinners {
  constructor(private readonly winners: Pick<WinnerRepository, 'list'>) {}

  execute(): Promise<WinnerListing[]> {
    return this.winners.list();
  }
}
