import { listedWinnerName, PUBLIC_WINNERS_PAGE, type WinKind } from '../../domain/winners/winners-list';
import type { WinnersCursor, WinnersList } from './ports/winners-list';

interface PublicWinnerItem {
  gameId: number;
  gameName: string;
  prize: string;
  prizeValueCents: number;
  kind: WinKind;
  wonAt: Date;
  /** 'Ada P., CA', or 'A player from CA' for a player who keeps their name private. */
  winner: string;
}

export interface PublicWinnersPage {
  items: PublicWinnerItem[];
  /** Where the next page starts; null on the last page. */
  nextCursor: WinnersCursor | null;
}

/** `/winners`: every winner in force (a set-aside one is gone), newest first, a page at a time. */
export class ListPublicWinners {
  constructor(private readonly winners: WinnersList) {}

  async execute(input: { after: WinnersCursor | null }): Promise<PublicWinnersPage> {
    const rows = await this.winners.page(input.after, PUBLIC_WINNERS_PAGE + 1);
    const page = rows.slice(0, PUBLIC_WINNERS_PAGE);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        gameId: r.gameId,
        gameName: r.gameName,
        prize: r.prize,
        prizeValueCents: r.prizeValueCents,
        kind: r.instant ? 'instant' : r.method === 'draw' ? 'draw' : 'pick',
        wonAt: r.wonAt,
        winner: listedWinnerName(r.player),
      })),
      nextCursor:
        rows.length > PUBLIC_WINNERS_PAGE && last ? { wonAt: last.wonAt, winnerId: last.winnerId } : null,
    };
  }
}
