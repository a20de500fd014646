import { ContainerModule } from 'inversify';
import type { Clock } from '../../../application/shared/ports/clock';
import type { Logger } from '../../../application/shared/ports/logger';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import { CachedSettingsStore } from '../../cache/cached-settings-store';
import { InvalidatingUnitOfWork, invalidatingRepositories } from '../../cache/invalidating-persistence';
import type { AppConfig } from '../../config/app-config';
import { PinoLogger } from '../../logging/pino-logger';
import type { Persistence } from '../../persistence/persistence';
import type { Repositories } from '../../persistence/repositories';
import { CryptoIdGenerator } from '../../system/crypto-id-generator';
import { CryptoRandomSource } from '../../system/crypto-random-source';
import { SystemClock } from '../../system/system-clock';
import { GAMES_TOKENS } from '../games/tokens';
import { port, SHARED_TOKENS, store } from './tokens';

/** The system ports a test may swap (a fixed clock, a seeded random source, a recording logger). */
export interface SharedOverrides {
  clock?: Clock;
  random?: RandomSource;
  logger?: Logger;
}

/**
 * The configuration, time, randomness, ids, logs and settings; each port of `persistence` by name (`port`);
 * the shared repositories and unit of work, which drop the game reads each change affects, and their stores
 * (this process's writes drop the cached reads at once, before their NOTIFY comes back).
 */
export const sharedModule = (config: AppConfig, persistence: Persistence, overrides: SharedOverrides) =>
  new ContainerModule(({ bind }) => {
    const { readCaches } = GAMES_TOKENS;
    bind(SHARED_TOKENS.config).toConstantValue(config);
    bind(SHARED_TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
    bind(SHARED_TOKENS.random).toConstantValue(overrides.random ?? new CryptoRandomSource());
    bind(SHARED_TOKENS.ids).toConstantValue(new CryptoIdGenerator());
    bind(SHARED_TOKENS.logger).toConstantValue(overrides.logger ?? PinoLogger.create(config.logFormat));
    // Each port by name; an open persistence's `kind` and `close` are the server's, not ports.
    for (const [key, adapter] of Object.entries(persistence))
      if (typeof adapter === 'object') bind(port(key as keyof Persistence)).toConstantValue(adapter);
    // Read on hot paths, so cached for a few seconds.
    bind(SHARED_TOKENS.settings).toResolvedValue((raw) => new CachedSettingsStore(raw), [port('settings')]);
    bind(SHARED_TOKENS.repositories).toResolvedValue(
      (raw, caches) => invalidatingRepositories(raw, caches.drop),
      [port('repositories'), readCaches],
    );
    bind(SHARED_TOKENS.unitOfWork).toResolvedValue(
      (raw, caches) => new InvalidatingUnitOfWork(raw, caches.drop),
      [port('unitOfWork'), readCaches],
    );
    for (const key of Object.keys(persistence.repositories) as (keyof Repositories)[])
      bind(store(key)).toResolvedValue((stores: Repositories) => stores[key], [SHARED_TOKENS.repositories]);
  });
