import type { ServiceIdentifier } from 'inversify';
import type { AccountErasureHook } from '../application/ports/account-erasure-hook';
import type { Clock } from '../application/ports/clock';
import type { GameChanges } from '../application/ports/game-changes';
import type { IdGenerator } from '../application/ports/id-generator';
import type { Logger } from '../application/ports/logger';
import type { LoginAttempts } from '../application/ports/login-attempts';
import type { Mailer, MailRenderer } from '../application/ports/mailer';
import type { PasswordHasher } from '../application/ports/password-hasher';
import type { PresenceTracker } from '../application/ports/presence-tracker';
import type { RandomSource } from '../application/ports/random-source';
import type { SessionStore } from '../application/ports/session-store';
import type { SessionTokens } from '../application/ports/session-tokens';
import type { SettingsStore } from '../application/ports/settings-store';
import type { SpinDesk } from '../application/ports/spin-desk';
import type { Repositories, UnitOfWork } from '../application/ports/unit-of-work';
import type { AppConfig } from './config';
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
