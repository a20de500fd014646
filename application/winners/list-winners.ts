import { inject, injectable } from 'inversify';
import type { GameEntries, InstantPrizes, WinnerListing, WinnerRepository } from '../games';
import { store } from '../shared/tokens';

/**
 * The Winners tab: every winner, newest selection first (the tab ranks them #1, #2...): the games'
 * main winners and the instant prizes won (kind 'instant', docs/rules/winners.md), which are winners
 * of their own prize and never the game's main winner.
 */
@injectable()
export class ListWinners {
  constructor(
    @inject(store('winners')) private readonly winners: Pick<WinnerRepository, 'list'>,
    @inject(store('instantPrizes')) private readonly instant?: Pick<InstantPrizes, 'listWins'>,
    @inject(store('entries')) private readonly entries?: Pick<GameEntries, 'claimCounts'>,
  ) {}

  async execute(): Promise<WinnerListing[]> {
    const main = (await this.winners.list()).map((w) => ({
      ...w,
      kind: 'main' as const,
      instantPrize: null,
    }));
    if (!this.instant) return main;
    const wins = await this.instant.listWins();
    const counts = this.entries
      ? await this.entries.claimCounts([...new Set(wins.map((w) => w.gameId))])
      : null;
    const instant: WinnerListing[] = wins.map((w) => {
      const count = counts?.get(w.gameId);
      return {
        id: w.won.winnerId,
        gameId: w.gameId,
        gameName: w.gameName,
        prizeValueCents: w.valueCents,
        userId: w.won.userId,
        player: w.player && {
          firstName: w.player.firstName,
          lastName: w.player.lastName,
          email: w.player.email,
        },
        number: w.number,
        reason: `Instant prize ${w.k}: ${w.name}`,
        selectedAt: w.won.wonAt,
        selectedBy: 'instant win',
        selectedByAdminId: null,
        method: 'draw',
        draw: null,
        totalParticipants: count?.players ?? 0,
        totalSpins: count?.settled ?? 0,
        kind: 'instant',
        instantPrize: { k: w.k, name: w.name, valueCents: w.valueCents },
        claimStatus: w.claimStatus,
      };
    });
    return [...main, ...instant].sort(
      (a, b) => b.selectedAt.getTime() - a.selectedAt.getTime() || b.id - a.id,
    );
  }
}
