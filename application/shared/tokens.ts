import type { ServiceIdentifier } from 'inversify';
import type { Clock } from './ports/clock';
import type { IdGenerator } from './ports/id-generator';
import type { Logger } from './ports/logger';
import type { PasswordHasher } from './ports/password-hasher';
import type { SessionTokens } from './ports/session-tokens';
import type { SettingsStore } from './ports/settings-store';
import type { SiteLinks } from './ports/site-links';
import type { UnitOfWork } from './ports/unit-of-work';

/**
 * An Inversify token for a port: the same symbol wherever it is named (`Symbol.for`), so a use case's
 * `@inject(CLOCK)` and the wiring's `bind(CLOCK)` meet without importing each other.
 */
export const token = <T>(name: string) => Symbol.for(`prize-wheel.${name}`) as ServiceIdentifier<T>;

/** One store of the shared repositories by its name (`store('users')`); the shared wiring binds each. */
export const store = <T>(name: string) => token<T>(`Repositories.${name}`);

/** One port of the chosen persistence by its name (`port('presence')`), as it comes. */
export const port = <T>(name: string) => token<T>(`Persistence.${name}`);

export const CLOCK = token<Clock>('Clock');
export const IDS = token<IdGenerator>('IdGenerator');
export const LOGGER = token<Logger>('Logger');
/** The operator's settings, cached for a few seconds (they are read on hot paths). */
export const SETTINGS = token<SettingsStore>('SettingsStore');
/** Every store of the shared repositories at once, for a use case that reads several outside a transaction. */
export const REPOSITORIES = token<object>('Repositories');
/** Runs a use case's writes in one transaction, with the stores it names. */
export const UNIT_OF_WORK = token<UnitOfWork<object>>('UnitOfWork');
export const PASSWORD_HASHER = token<PasswordHasher>('PasswordHasher');
export const SESSION_TOKENS = token<SessionTokens>('SessionTokens');
/** The site's links in e-mails; the server sets its address once it listens. */
export const SITE_LINKS = token<SiteLinks>('SiteLinks');
