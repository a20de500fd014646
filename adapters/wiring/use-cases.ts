import type { Container, ServiceIdentifier } from 'inversify';
import { accountsUseCases } from './accounts/module';
import { adminUseCases } from './admin/module';
import { backOfficeUseCases } from './back-office/module';
import { fairnessUseCases } from './fairness/module';
import { gamesUseCases } from './games/module';
import { mailUseCases } from './mail/module';
import { operationsUseCases } from './operations/module';
import { paymentsUseCases } from './payments/module';
import { playUseCases } from './play/module';
import { responsiblePlayUseCases } from './responsible-play/module';
import { settingsUseCases } from './settings/module';
import { winnersUseCases } from './winners/module';

const useCaseIds = {
  ...accountsUseCases,
  ...gamesUseCases,
  ...playUseCases,
  ...paymentsUseCases,
  ...responsiblePlayUseCases,
  ...winnersUseCases,
  ...fairnessUseCases,
  ...adminUseCases,
  ...backOfficeUseCases,
  ...settingsUseCases,
  ...mailUseCases,
  ...operationsUseCases,
};

/** Every use case the edge can call (`ctx.useCases.<name>`): the slices the features' modules export. */
export type UseCases = {
  [Name in keyof typeof useCaseIds]: (typeof useCaseIds)[Name] extends ServiceIdentifier<infer T> ? T : never;
};

/** Every use case the edge can call, resolved from the container. */
export const resolveUseCases = (container: Container) =>
  Object.fromEntries(
    Object.entries(useCaseIds).map(([name, id]) => [name, container.get<unknown>(id)]),
  ) as UseCases;
