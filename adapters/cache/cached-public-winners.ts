import { ListPublicWinners, type PublicWinnersPage } from '../../application/winners/list-public-winners';
import type { WinnersCursor, WinnersList } from '../../application/winners/ports/winners-list';
import type { PublicReads } from '../persistence/public-reads';
import { type GameReadCaches, kept } from './game-read-caches';

/**
 * `/winners` and `GET /api/winners`, read through `reads` (the standby, if fresh): the first page,
 * which every visitor reads, is computed once per change, like the other shared reads
 * (GameReadCaches drops it on any change of any game, and a winner recorded or set aside, a claim
 * declined or forfeited, or a publicity flag changed is one). Later pages are read as asked: each
 * cursor would otherwise be a key anyone could add.
 */
export class CachedListPublicWinners extends ListPublicWinners {
  constructor(
    winners: WinnersList,
    private readonly caches: GameReadCaches,
    private readonly reads: PublicReads,
  ) {
    super(winners);
  }

  override execute(input: { after: WinnersCursor | null }): Promise<PublicWinnersPage> {
    const read = () => this.reads.run((stores) => new ListPublicWinners(stores.winnersList).execute(input));
    if (input.after !== null) return read();
    return this.caches.publicWinners.get('first', async () => kept(await read()));
  }
}
