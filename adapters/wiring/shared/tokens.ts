import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../../application/shared/ports/clock';
import type { IdGenerator } from '../../../application/shared/ports/id-generator';
import type { Logger } from '../../../application/shared/ports/logger';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import type { AppConfig } from '../../config/app-config';
import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';

/** A typed inversify token: the port's type travels with it to every `ctx.get`. */
export const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** The ports every feature uses: the system's (time, randomness, ids, logs) and the shared stores. */
export const SHARED_TOKENS = {
  config: token<AppConfig>('AppConfig'),
  clock: token<Clock>('Clock'),
  random: token<RandomSource>('RandomSource'),
  ids: token<IdGenerator>('IdGenerator'),
  logger: token<Logger>('Logger'),
  repositories: token<Repositories>('Repositories'),
  unitOfWork: token<RepositoriesUnitOfWork>('UnitOfWork'),
} as const;
