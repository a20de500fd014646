import { type Container, ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AdminSettingsGuard } from '../application/admin/admin-settings-guard';
import { ChangeAdminPassword } from '../application/admin/change-admin-password';
import { UpdateAdminProfile } from '../application/admin/update-admin-profile';
import { GetSystemStatus } from '../application/back-office/get-system-status';
import { ListOperatorNotifications } from '../application/back-office/list-operator-notifications';
import type { DatabaseStats } from '../application/back-office/ports/database-stats';
import type { OperatorAlerts } from '../application/back-office/ports/operator-alerts';
import { TestConnections } from '../application/back-office/test-connections';
import { ChangeSettings } from '../application/settings/change-settings';
import { ADMIN_TOKENS } from './admin-module';
import type { AppConfig } from './config/app-config';
import { PAYMENT_TOKENS } from './payments-module';
import { ProcessRuntimeMetrics } from './system/process-runtime-metrics';
import { RequestCounter } from './system/request-counter';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const BACK_OFFICE_TOKENS = {
  databaseStats: token<DatabaseStats>('DatabaseStats'),
  operatorAlerts: token<OperatorAlerts>('OperatorAlerts'),
  /** The HTTP edge records every API answer here; the System tab reads its five-minute window. */
  requestCounter: token<RequestCounter>('RequestCounter'),
  runtimeMetrics: token<ProcessRuntimeMetrics>('RuntimeMetrics'),
} as const;

/** The back office's settings, administrator profile and system status (issue 10 items 4 and 5). */
export const backOfficeModule = (
  config: Pick<AppConfig, 'publicUrl'>,
  ports: { databaseStats: DatabaseStats; operatorAlerts: OperatorAlerts },
) =>
  new ContainerModule(({ bind }) => {
    const clock = (ctx: ResolutionContext) => ctx.get(TOKENS.clock);
    bind(BACK_OFFICE_TOKENS.databaseStats).toConstantValue(ports.databaseStats);
    bind(BACK_OFFICE_TOKENS.operatorAlerts).toConstantValue(ports.operatorAlerts);
    bind(BACK_OFFICE_TOKENS.requestCounter).toDynamicValue((ctx) => new RequestCounter(clock(ctx)));
    bind(BACK_OFFICE_TOKENS.runtimeMetrics).toDynamicValue(
      (ctx) => new ProcessRuntimeMetrics(ctx.get(BACK_OFFICE_TOKENS.requestCounter)),
    );
    bind(ChangeSettings).toDynamicValue(
      (ctx) => new ChangeSettings(ctx.get(TOKENS.settings), ctx.get(AdminSettingsGuard)),
    );
    bind(UpdateAdminProfile).toDynamicValue((ctx) => new UpdateAdminProfile(ctx.get(ADMIN_TOKENS.admins)));
    bind(ChangeAdminPassword).toDynamicValue(
      (ctx) =>
        new ChangeAdminPassword(
          ctx.get(ADMIN_TOKENS.admins),
          ctx.get(ADMIN_TOKENS.adminSessions),
          ctx.get(TOKENS.hasher),
          ctx.get(TOKENS.sessionTokens),
          clock(ctx),
          ctx.get(TOKENS.loginAttempts),
          ctx.get(TOKENS.settings),
          ctx.get(TOKENS.logger),
        ),
    );
    bind(GetSystemStatus).toDynamicValue(
      (ctx) =>
        new GetSystemStatus(
          ctx.get(BACK_OFFICE_TOKENS.databaseStats),
          ctx.get(BACK_OFFICE_TOKENS.runtimeMetrics),
          ctx.get(TOKENS.settings),
          clock(ctx),
          config.publicUrl.startsWith('https://'),
        ),
    );
    bind(TestConnections).toDynamicValue(
      (ctx) =>
        new TestConnections(
          ctx.get(BACK_OFFICE_TOKENS.databaseStats),
          ctx.get(PAYMENT_TOKENS.gateway),
          clock(ctx),
          ctx.get(TOKENS.mailer),
        ),
    );
    bind(ListOperatorNotifications).toDynamicValue(
      (ctx) =>
        new ListOperatorNotifications(
          ctx.get(BACK_OFFICE_TOKENS.operatorAlerts),
          clock(ctx),
          ctx.get(TOKENS.repositories).outbox,
        ),
    );
  });

export type BackOfficeUseCases = Pick<
  UseCases,
  | 'changeSettings'
  | 'updateAdminProfile'
  | 'changeAdminPassword'
  | 'getSystemStatus'
  | 'testConnections'
  | 'listOperatorNotifications'
>;

export function resolveBackOfficeUseCases(container: Container): BackOfficeUseCases {
  return {
    changeSettings: container.get(ChangeSettings),
    updateAdminProfile: container.get(UpdateAdminProfile),
    changeAdminPassword: container.get(ChangeAdminPassword),
    getSystemStatus: container.get(GetSystemStatus),
    testConnections: container.get(TestConnections),
    listOperatorNotifications: container.get(ListOperatorNotifications),
  };
}
