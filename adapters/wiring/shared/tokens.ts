import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../../application/shared/ports/clock';
import type { IdGenerator } from '../../../application/shared/ports/id-generator';
import type { Logger } from '../../../application/shared/ports/logger';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import type { Repositories, UnitOfWork } from '../../../application/shared/ports/unit-of-work';
import type { AppConfig } from '../../config/app-config';

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
  unitOfWork: token<UnitOfWork>('UnitOfWork'),
} as const;

/** A class's constructor as the factory `toResolvedValue` calls with the dependencies it lists, in order. */
export const construct =
  <A extends unknown[], T>(Class: new (...args: A) => T) =>
  (...args: A) =>
    new Class(...args);
