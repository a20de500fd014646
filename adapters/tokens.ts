import type { ServiceIdentifier } from 'inversify';
import type { AccountErasureHook } from '../application/accounts/ports/account-erasure-hook';
import type { LoginAttempts } from '../application/accounts/ports/login-attempts';
import type { PasswordHasher } from '../application/accounts/ports/password-hasher';
import type { SessionStore } from '../application/accounts/ports/session-store';
import type { SessionTokens } from '../application/accounts/ports/session-tokens';
import type { GameChanges } from '../application/games/ports/game-changes';
import type { PresenceTracker } from '../application/games/ports/presence-tracker';
import type { Mailer, MailRenderer } from '../application/mail/ports/mailer';
import type { SpinDesk } from '../application/play/ports/spin-desk';
import type { SettingsStore } from '../application/settings/ports/settings-store';
import type { Clock } from '../application/shared/ports/clock';
import type { IdGenerator } from '../application/shared/ports/id-generator';
import type { Logger } from '../application/shared/ports/logger';
import type { RandomSource } from '../application/shared/ports/random-source';
import type { Repositories, UnitOfWork } from '../application/shared/ports/unit-of-work';
import type { AppConfig } from './config/app-config';
import type { PublicUrlLinks } from './mail/public-url-links';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** Typed tokens for the ports; the composition root binds each to one adapter. */
export const TOKENS = {
  config: token<AppConfig>('AppConfig'),
  clock: token<Clock>('Clock'),
  random: token<RandomSource>('RandomSource'),
  ids: token<IdGenerator>('IdGenerator'),
  hasher: token<PasswordHasher>('PasswordHasher'),
  sessionTokens: token<SessionTokens>('SessionTokens'),
  repositories: token<Repositories>('Repositories'),
  sessions: token<SessionStore>('SessionStore'),
  unitOfWork: token<UnitOfWork>('UnitOfWork'),
  spins: token<SpinDesk>('SpinDesk'),
  settings: token<SettingsStore>('SettingsStore'),
  loginAttempts: token<LoginAttempts>('LoginAttempts'),
  presence: token<PresenceTracker>('PresenceTracker'),
  /** Committed game changes, of every server process once the database feeds them (NOTIFY). */
  gameChanges: token<GameChanges>('GameChanges'),
  logger: token<Logger>('Logger'),
  mailer: token<Mailer>('Mailer'),
  mailRenderer: token<MailRenderer>('MailRenderer'),
  /** The site's links in e-mails; the server sets its address once it listens. */
  links: token<PublicUrlLinks>('SiteLinks'),
  /** Steps other parts add to account deletion: bind as many as needed (multi-binding). */
  accountErasureHooks: token<AccountErasureHook>('AccountErasureHook'),
} as const;
