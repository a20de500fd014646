import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { GetAvailableNumbers } from '../application/games/get-available-numbers';
import { GetGame } from '../application/games/get-game';
import { GetRecentNumbers } from '../application/games/get-recent-numbers';
import { ListGames } from '../application/games/list-games';
import { CachedGetGame } from './cache/cached-get-game';
import { CachedListGames } from './cache/cached-list-games';
import { CachedGetAvailableNumbers, CachedGetRecentNumbers } from './cache/cached-number-reads';
import { GameReadCaches } from './cache/game-read-caches';
import {
  InvalidatingUnitOfWork,
  invalidatingRepositories,
  invalidatingSpinDesk,
} from './cache/invalidating-persistence';
import type { Persistence } from './container';
import { meteredSpinDesk } from './metrics/metered-ports';
import { OPERATIONS_TOKENS } from './operations-module';
import { TOKENS } from './tokens';

/** The public game reads shared by this process's requests (adapters/cache/game-read-caches.ts). */
const CACHES = Symbol('GameReadCaches') as ServiceIdentifier<GameReadCaches>;

/**
 * The game and number-pool ports, the spin desk and the unit of work, bound through the invalidating persistence:
 * each change drops the cached answers it affects at once (this process's writes are exact). The caches
 * also drop what GameChanges reports (the database's NOTIFY, adapters/live-module.ts binds it), so
 * another process's writes reach them as soon as they commit.
 */
export const readCacheModule = (persistence: Persistence) =>
  new ContainerModule(({ bind }) => {
    bind(CACHES).toDynamicValue((ctx) => {
      const caches = new GameReadCaches(ctx.get(TOKENS.clock));
      ctx.get(TOKENS.gameChanges).subscribe((change) => caches.drop(change));
      return caches;
    });
    // This process's writes drop at once, before the NOTIFY of the same write comes back (twice costs nothing).
    const onChange = (ctx: ResolutionContext) => {
      const caches = ctx.get(CACHES);
      return caches.drop.bind(caches);
    };
    bind(TOKENS.repositories).toDynamicValue((ctx) =>
      invalidatingRepositories(persistence.repositories, onChange(ctx)),
    );
    bind(TOKENS.spins).toDynamicValue((ctx) =>
      invalidatingSpinDesk(
        meteredSpinDesk(persistence.spins, ctx.get(OPERATIONS_TOKENS.metrics)),
        onChange(ctx),
      ),
    );
    bind(TOKENS.unitOfWork).toDynamicValue(
      (ctx) => new InvalidatingUnitOfWork(persistence.unitOfWork, onChange(ctx)),
    );

    const raw = persistence.repositories;
    const clock = (ctx: ResolutionContext) => ctx.get(TOKENS.clock);
    bind(ListGames).toDynamicValue(
      (ctx) =>
        new CachedListGames(raw.games, raw.numbers, clock(ctx), ctx.get(TOKENS.presence), ctx.get(CACHES)),
    );
    bind(GetGame).toDynamicValue(
      (ctx) =>
        new CachedGetGame(raw.games, raw.numbers, clock(ctx), ctx.get(TOKENS.presence), raw, ctx.get(CACHES)),
    );
    bind(GetAvailableNumbers).toDynamicValue(
      (ctx) => new CachedGetAvailableNumbers(raw.games, raw.numbers, ctx.get(CACHES)),
    );
    bind(GetRecentNumbers).toDynamicValue(
      (ctx) => new CachedGetRecentNumbers(raw.games, raw.numbers, ctx.get(CACHES)),
    );
  });
