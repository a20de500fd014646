import type { AccountsUseCases } from './wiring/accounts/module';
import type { AdminUseCases } from './wiring/admin/module';
import type { BackOfficeUseCases } from './wiring/back-office/module';
import type { FairnessUseCases } from './wiring/fairness/module';
import type { GamesUseCases } from './wiring/games/module';
import type { MailUseCases } from './wiring/mail/module';
import type { OperationsUseCases } from './wiring/operations/module';
import type { PaymentsUseCases } from './wiring/payments/module';
import type { PlayUseCases } from './wiring/play/module';
import type { ResponsiblePlayUseCases } from './wiring/responsible-play/module';
import type { SettingsUseCases } from './wiring/settings/module';
import type { WinnersUseCases } from './wiring/winners/module';

/**
 * Every use case the edge can call (`ctx.useCases.<name>`): the slices the features' modules export
 * (adapters/wiring/<feature>/module.ts), resolved together by adapters/wiring/container.ts. A use
 * case is exposed by binding it in its feature's module and naming it in that module's slice.
 */
export interface UseCases
  extends AccountsUseCases,
    GamesUseCases,
    PlayUseCases,
    PaymentsUseCases,
    ResponsiblePlayUseCases,
    WinnersUseCases,
    FairnessUseCases,
    AdminUseCases,
    BackOfficeUseCases,
    SettingsUseCases,
    MailUseCases,
    OperationsUseCases {}
