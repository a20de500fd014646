import type { ServiceIdentifier } from 'inversify';
import type { RandomSource } from '../../../application/shared/ports/random-source';
import * as app from '../../../application/shared/tokens';
import { SITE_LINKS } from '../../../application/shared/tokens';
import type { AppConfig } from '../../config/app-config';
import type { PublicUrlLinks } from '../../mail/public-url-links';
import type { Persistence } from '../../persistence/persistence';
import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';

export const { token } = app;

/**
 * The shared ports as the adapters see them: the application's tokens (application/shared/tokens.ts)
 * typed with the adapters' own types, and what only the adapters read (the configuration, randomness).
 */
export const SHARED_TOKENS = {
  config: token<AppConfig>('AppConfig'),
  clock: app.CLOCK,
  random: token<RandomSource>('RandomSource'),
  ids: app.IDS,
  logger: app.LOGGER,
  settings: app.SETTINGS,
  repositories: app.REPOSITORIES as ServiceIdentifier<Repositories>,
  unitOfWork: app.UNIT_OF_WORK as ServiceIdentifier<RepositoriesUnitOfWork>,
  links: SITE_LINKS as ServiceIdentifier<PublicUrlLinks>,
} as const;

/** One store of the shared (invalidating) repositories by itself, bound by the shared module. */
export const store = <K extends keyof Repositories>(key: K) => app.store<Repositories[K]>(key);

/** One port of the chosen persistence as it comes (`port('spins')`), bound by the shared module. */
export const port = <K extends keyof Persistence>(key: K) => app.port<Persistence[K]>(key);
