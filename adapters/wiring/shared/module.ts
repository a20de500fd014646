import { ContainerModule } from 'inversify';
import type { Clock } from '../../../application/shared/ports/clock';
import type { Logger } from '../../../application/shared/ports/logger';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import type { GameReadCaches } from '../../cache/game-read-caches';
import { InvalidatingUnitOfWork, invalidatingRepositories } from '../../cache/invalidating-persistence';
import type { AppConfig } from '../../config/app-config';
import { PinoLogger } from '../../logging/pino-logger';
import type { Repositories } from '../../persistence/repositories';
import { CryptoIdGenerator } from '../../system/crypto-id-generator';
import { CryptoRandomSource } from '../../system/crypto-random-source';
import { SystemClock } from '../../system/system-clock';
import { GAMES_TOKENS } from '../games/tokens';
import type { Persistence } from '../persistence';
import { SHARED_TOKENS, store } from './tokens';

/** The system ports a test may swap (a fixed clock, a seeded random source, a recording logger). */
export interface SharedOverrides {
  clock?: Clock;
  random?: RandomSource;
  logger?: Logger;
}

/** This process's writes drop the cached game reads at once, before their NOTIFY comes back. */
export const dropCachedReads = (caches: GameReadCaches) => caches.drop.bind(caches);

/**
 * The configuration, time, randomness, ids and logs, and the stores every feature shares. The
 * repositories and the unit of work are bound through the invalidating persistence, so each change
 * drops the game reads it affects (adapters/wiring/games/module.ts keeps those caches).
 */
export const sharedModule = (
  config: AppConfig,
  persistence: Pick<Persistence, 'repositories' | 'unitOfWork'>,
  overrides: SharedOverrides,
) =>
  new ContainerModule(({ bind }) => {
    const { readCaches } = GAMES_TOKENS;
    bind(SHARED_TOKENS.config).toConstantValue(config);
    bind(SHARED_TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
    bind(SHARED_TOKENS.random).toConstantValue(overrides.random ?? new CryptoRandomSource());
    bind(SHARED_TOKENS.ids).toConstantValue(new CryptoIdGenerator());
    bind(SHARED_TOKENS.logger).toConstantValue(overrides.logger ?? PinoLogger.create(config.logFormat));
    bind(SHARED_TOKENS.repositories).toResolvedValue(
      (caches) => invalidatingRepositories(persistence.repositories, dropCachedReads(caches)),
      [readCaches],
    );
    bind(SHARED_TOKENS.unitOfWork).toResolvedValue(
      (caches) => new InvalidatingUnitOfWork(persistence.unitOfWork, dropCachedReads(caches)),
      [readCaches],
    );
    for (const key of Object.keys(persistence.repositories) as (keyof Repositories)[])
      bind(store(key)).toResolvedValue((stores: Repositories) => stores[key], [SHARED_TOKENS.repositories]);
  });
