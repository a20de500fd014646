import { Container } from 'inversify';
import type { AppConfig } from '../config/app-config';
import type { Persistence } from '../persistence/persistence';
import { type AccountsOverrides, accountsModule } from './accounts/module';
import { adminModule } from './admin/module';
import { backOfficeModule } from './back-office/module';
import { gamesModule } from './games/module';
import { type MailOverrides, mailModule } from './mail/module';
import { operationsModule } from './operations/module';
import { type PaymentOverrides, paymentsModule } from './payments/module';
import { playModule } from './play/module';
import { settingsModule } from './settings/module';
import { type SharedOverrides, sharedModule } from './shared/module';
import { winnersModule } from './winners/module';

export { resolveUseCases } from './use-cases';

/** The configuration once its data key is known (startServer reads or makes it when DATA_KEY is unset). */
export type ResolvedConfig = AppConfig & { dataKey: Buffer };

/** Ports a test may swap for its own adapter (a seeded random source, a cheap hasher...). */
export interface Overrides extends SharedOverrides, AccountsOverrides, PaymentOverrides, MailOverrides {}

/**
 * The one composition root: the shared module, then each feature's adapters (adapters/wiring/<feature>/module.ts).
 * The use cases bind themselves: each declares its dependencies with `@inject` (application/<feature>/).
 */
export function buildContainer(
  config: ResolvedConfig,
  persistence: Persistence,
  overrides: Overrides = {},
): Container {
  // autobind: a use case (@injectable, its dependencies @inject-ed) is built the first time it is asked for.
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(
    sharedModule(config, persistence, overrides),
    accountsModule(config.dataKey, overrides),
    gamesModule(config.sponsor),
    playModule(),
    paymentsModule(config.payments, overrides),
    winnersModule(config.dataKey),
    adminModule(config.dataKey),
    backOfficeModule(config.publicUrl.startsWith('https://')),
    settingsModule({ publicContactEmail: config.mail.publicContactEmail, sponsor: config.sponsor }),
    mailModule(config.mail, config.publicUrl, overrides),
    operationsModule(config.anonymousWritesPerMinute),
  );
  return container;
}
