import { GetAvailableNumbers } from '../../application/games/get-available-numbers';
import { GetRecentNumbers, RECENT_NUMBERS_SHOWN } from '../../application/games/get-recent-numbers';
import type { GameRepository } from '../../application/games/ports/game-repository';
import type { NumberPool, RecentNumber } from '../../application/games/ports/number-pool';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ChangeCache } from './change-cache';
import { type GameReadCaches, kept, unkept } from './game-read-caches';

/** A game's list read once per change of the game and shared (null: no such game). */
async function sharedList<T>(
  cache: ChangeCache<number, readonly T[] | null>,
  games: GameRepository,
  gameId: number,
  read: () => Promise<readonly T[]>,
): Promise<Result<readonly T[], DomainError>> {
  const list = await cache.get(gameId, async () =>
    (await games.findById(gameId)) ? kept(await read()) : unkept(null),
  );
  return list ? ok(list) : err(gameNotFound());
}

/** The game page's available numbers, once per change of the game. The array is shared: read-only. */
export class CachedGetAvailableNumbers extends GetAvailableNumbers {
  constructor(
    private readonly gameStore: GameRepository,
    private readonly pool: NumberPool,
    private readonly caches: GameReadCaches,
  ) {
    super(gameStore, pool);
  }

  override execute(gameId: number): Promise<Result<readonly number[], DomainError>> {
    return sharedList(this.caches.available, this.gameStore, gameId, () => this.pool.listAvailable(gameId));
  }
}

/** The game page's recent numbers, once per change of the game. The array is shared: read-only. */
export class CachedGetRecentNumbers extends GetRecentNumbers {
  constructor(
    private readonly gameStore: GameRepository,
    private readonly pool: NumberPool,
    private readonly caches: GameReadCaches,
  ) {
    super(gameStore, pool);
  }

  override execute(gameId: number): Promise<Result<readonly RecentNumber[], DomainError>> {
    return sharedList(this.caches.recent, this.gameStore, gameId, () =>
      this.pool.recent(gameId, RECENT_NUMBERS_SHOWN),
    );
  }
}
