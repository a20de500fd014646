import type { Container, ServiceIdentifier } from 'inversify';
import { accountsUseCases } from '../../application/accounts/use-cases';
import { adminUseCases } from '../../application/admin/use-cases';
import { backOfficeUseCases } from '../../application/back-office/use-cases';
import { fairnessUseCases } from '../../application/fairness/use-cases';
import { gamesUseCases } from '../../application/games/use-cases';
import { mailUseCases } from '../../application/mail/use-cases';
import { operationsUseCases } from '../../application/operations/use-cases';
import { paymentsUseCases } from '../../application/payments/use-cases';
import { playUseCases } from '../../application/play/use-cases';
import { responsiblePlayUseCases } from '../../application/responsible-play/use-cases';
import { settingsUseCases } from '../../application/settings/use-cases';
import { winnersUseCases } from '../../application/winners/use-cases';
import { GAMES_TOKENS } from './games/tokens';

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
  // The game pages' and the lobby's live streams (tRPC subscriptions).
  liveUpdates: GAMES_TOKENS.liveUpdates,
};

/** Every use case the edge can call (`ctx.useCases.<name>`): each feature's list (application/<feature>/use-cases.ts). */
export type UseCases = {
  [Name in keyof typeof useCaseIds]: (typeof useCaseIds)[Name] extends ServiceIdentifier<infer T> ? T : never;
};

/** Every use case the edge can call, resolved from the container. */
export const resolveUseCases = (container: Container) =>
  Object.fromEntries(
    Object.entries(useCaseIds).map(([name, id]) => [name, container.get<unknown>(id)]),
  ) as UseCases;
