import { GetAvailableNumbers } from '../../application/games/get-available-numbers';
import { GetRecentNumbers, RECENT_NUMBERS_SHOWN } from '../../application/games/get-recent-numbers';
import type { NumberPool, RecentNumber } from '../../application/games/ports/number-pool';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PublicReads } from '../persistence/public-reads';
import type { Repositories } from '../persistence/repositories';
import type { ChangeCache } from './change-cache';
import { type GameReadCaches, kept, unkept } from './game-read-caches';

/**
 * A game's list read once per change of the game and shared (null: no such game), through `reads`
 * (the standby, if fresh).
 */
async function sharedList<T>(
  cache: ChangeCache<number, readonly T[] | null>,
  reads: PublicReads,
  gameId: number,
  read: (numbers: NumberPool) => Promise<readonly T[]>,
): Promise<Result<readonly T[], DomainError>> {
  const list = await cache.get(gameId, () =>
    reads.run(async (stores) =>
      (await stores.games.findById(gameId)) ? kept(await read(stores.numbers)) : unkept(null),
    ),
  );
  return list ? ok(list) : err(gameNotFound());
}

/** The game page's available numbers, once per change of the game. The array is shared: read-only. */
export class CachedGetAvailableNumbers extends GetAvailableNumbers {
  constructor(
    stores: Repositories,
    private readonly caches: GameReadCaches,
    private readonly reads: PublicReads,
  ) {
    super(stores.games, stores.numbers);
  }

  override execute(gameId: number): Promise<Result<readonly number[], DomainError>> {
    return sharedList(this.caches.available, this.reads, gameId, (numbers) => numbers.listAvailable(gameId));
  }
}

/** The game page's recent numbers, once per change of the game. The array is shared: read-only. */
export class CachedGetRecentNumbers extends GetRecentNumbers {
  constructor(
    stores: Repositories,
    private readonly caches: GameReadCaches,
    private readonly reads: PublicReads,
  ) {
    super(stores.games, stores.numbers);
  }

  override execute(gameId: number): Promise<Result<readonly RecentNumber[], DomainError>> {
    return sharedList(this.caches.recent, this.reads, gameId, (numbers) =>
      numbers.recent(gameId, RECENT_NUMBERS_SHOWN),
    );
  }
}
