import { ContainerModule } from 'inversify';
import { ListPublicWinners } from '../../../application/winners/list-public-winners';
import { TAX_ID_CIPHER } from '../../../application/winners/tokens';
import { CachedListPublicWinners } from '../../cache/cached-public-winners';
import { AesTaxIdCipher } from '../../security/aes-tax-id-cipher';
import { GAMES_TOKENS } from '../games/tokens';
import { port, store } from '../shared/tokens';

/** Winners: drawn or selected, listed, deleted; their prize claims and tax export; the public list. */
export const winnersModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    bind(TAX_ID_CIPHER).toConstantValue(new AesTaxIdCipher(dataKey));
    // Cached like the other shared reads (adapters/cache/): the games' caches drop it on each change.
    bind(ListPublicWinners).toResolvedValue(
      (list, caches, reads) => new CachedListPublicWinners(list, caches, reads),
      [store('winnersList'), GAMES_TOKENS.readCaches, port('publicReads')],
    );
  });
