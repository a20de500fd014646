import type { AccountsUseCases } from './accounts/module';
import type { AdminUseCases } from './admin/module';
import type { BackOfficeUseCases } from './back-office/module';
import type { FairnessUseCases } from './fairness/module';
import type { GamesUseCases } from './games/module';
import type { MailUseCases } from './mail/module';
import type { OperationsUseCases } from './operations/module';
import type { PaymentsUseCases } from './payments/module';
import type { PlayUseCases } from './play/module';
import type { ResponsiblePlayUseCases } from './responsible-play/module';
import type { SettingsUseCases } from './settings/module';
import type { WinnersUseCases } from './winners/module';

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
