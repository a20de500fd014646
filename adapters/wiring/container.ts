import { Container } from 'inversify';
import type { AppConfig } from '../config/app-config';
import { type AccountsOverrides, accountsModule, accountsUseCases } from './accounts/module';
import { adminModule, adminUseCases } from './admin/module';
import { backOfficeModule, backOfficeUseCases } from './back-office/module';
import { fairnessModule, fairnessUseCases } from './fairness/module';
import { gamesModule, gamesUseCases } from './games/module';
import { type MailOverrides, mailModule, mailUseCases } from './mail/module';
import { operationsModule, operationsUseCases } from './operations/module';
import { type PaymentOverrides, paymentsModule, paymentsUseCases } from './payments/module';
import type { Persistence } from './persistence';
import { playModule, playUseCases } from './play/module';
import { responsiblePlayModule, responsiblePlayUseCases } from './responsible-play/module';
import { settingsModule, settingsUseCases } from './settings/module';
import { type SharedOverrides, sharedModule } from './shared/module';
import type { UseCases } from './use-cases';
import { winnersModule, winnersUseCases } from './winners/module';

/** The configuration once its data key is known (startServer reads or makes it when DATA_KEY is unset). */
export type ResolvedConfig = AppConfig & { dataKey: Buffer };

/** Ports a test may swap for its own adapter (a seeded random source, a cheap hasher...). */
export interface Overrides extends SharedOverrides, AccountsOverrides, PaymentOverrides, MailOverrides {}

/**
 * The one composition root: it loads each feature's module (adapters/wiring/<feature>/module.ts),
 * which binds that feature's ports to the adapters of `persistence` and its use cases to factories.
 */
export function buildContainer(
  config: ResolvedConfig,
  persistence: Persistence,
  overrides: Overrides = {},
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    sharedModule(config, persistence, overrides),
    accountsModule(config.dataKey, persistence, overrides),
    gamesModule(config.sponsor, persistence),
    playModule(persistence),
    paymentsModule(config.payments, persistence, overrides),
    responsiblePlayModule(),
    winnersModule(config.dataKey),
    fairnessModule(),
    adminModule(config.dataKey, persistence),
    backOfficeModule(config.publicUrl.startsWith('https://'), persistence),
    settingsModule(
      { publicContactEmail: config.mail.publicContactEmail, sponsor: config.sponsor },
      persistence,
    ),
    mailModule(config.mail, config.publicUrl, overrides),
    operationsModule(config.anonymousWritesPerMinute, persistence),
  );
  return container;
}

/** Every use case the edge can call: each feature's slice. */
export function resolveUseCases(container: Container): UseCases {
  return {
    ...accountsUseCases(container),
    ...gamesUseCases(container),
    ...playUseCases(container),
    ...paymentsUseCases(container),
    ...responsiblePlayUseCases(container),
    ...winnersUseCases(container),
    ...fairnessUseCases(container),
    ...adminUseCases(container),
    ...backOfficeUseCases(container),
    ...settingsUseCases(container),
    ...mailUseCases(container),
    ...operationsUseCases(container),
  };
}
