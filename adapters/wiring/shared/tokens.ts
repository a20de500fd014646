import { decorate, inject, injectable, type Newable, type ServiceIdentifier } from 'inversify';
import type { Clock } from '../../../application/shared/ports/clock';
import type { IdGenerator } from '../../../application/shared/ports/id-generator';
import type { Logger } from '../../../application/shared/ports/logger';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import type { SettingsStore } from '../../../application/shared/ports/settings-store';
import type { AppConfig } from '../../config/app-config';
import type { Persistence } from '../../persistence/persistence';
import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';

/** A typed inversify token: the port's type travels with it to every binding that names it. */
export const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** The ports every feature uses: the system's, the operator's settings (cached) and the shared stores. */
export const SHARED_TOKENS = {
  config: token<AppConfig>('AppConfig'),
  clock: token<Clock>('Clock'),
  random: token<RandomSource>('RandomSource'),
  ids: token<IdGenerator>('IdGenerator'),
  logger: token<Logger>('Logger'),
  settings: token<SettingsStore>('SettingsStore'),
  repositories: token<Repositories>('Repositories'),
  unitOfWork: token<RepositoriesUnitOfWork>('UnitOfWork'),
} as const;

/** One store of the shared (invalidating) repositories by itself, bound by the shared module. */
export const store = <K extends keyof Repositories>(key: K) =>
  Symbol.for(`Repositories.${key}`) as ServiceIdentifier<Repositories[K]>;

/** One port of the chosen persistence as it comes (`port('spins')`), bound by the shared module. */
export const port = <K extends keyof Persistence>(key: K) =>
  Symbol.for(`Persistence.${key}`) as ServiceIdentifier<Persistence[K]>;

/**
 * Makes `Class` injectable with Inversify's `decorate` (application/ has no decorators); its constructor
 * gets `dependencies` in order, each checked against its parameter's type. Bind it `toSelf()`.
 */
export function injected<A extends unknown[], T>(
  Class: Newable<T, A>,
  ...dependencies: { [K in keyof A]: ServiceIdentifier<A[K]> }
): Newable<T, A> {
  decorate(injectable(), Class);
  for (const [index, dependency] of dependencies.entries()) decorate(inject(dependency), Class, index);
  return Class;
}
