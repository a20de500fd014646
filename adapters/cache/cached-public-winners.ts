import { ListPublicWinners, type PublicWinnersPage } from '../../application/winners/list-public-winners';
import type { WinnersCursor, WinnersList } from '../../application/winners/ports/winners-list';
import { type GameReadCaches, kept } from './game-read-caches';

/**
 * `/winners` and `GET /api/winners`: the first page, which every visitor reads, is computed once per
 * change, like the other shared reads (GameReadCaches drops it on any change of any game, and a
 * winner recorded or set aside, a claim declined or forfeited, or a publicity flag changed is one).
 * Later pages are read as asked: each cursor would otherwise be a key anyone could add.
 */
export class CachedListPublicWinners extends ListPublicWinners {
  constructor(
    winners: WinnersList,
    private readonly caches: GameReadCaches,
  ) {
    super(winners);
  }

  override execute(input: { after: WinnersCursor | null }): Promise<PublicWinnersPage> {
    if (input.after !== null) return super.execute(input);
    const read = () => super.execute(input);
    return this.caches.publicWinners.get('first', async () => kept(await read()));
  }
}
