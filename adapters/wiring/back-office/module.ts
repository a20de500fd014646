import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { BulkUserAction } from '../../../application/back-office/bulk-user-action';
import { DeleteUser } from '../../../application/back-office/delete-user';
import { EditUser } from '../../../application/back-office/edit-user';
import { ExportUsers } from '../../../application/back-office/export-users';
import { GetAnalytics } from '../../../application/back-office/get-analytics';
import { GetSystemStatus } from '../../../application/back-office/get-system-status';
import { GetUserDetails } from '../../../application/back-office/get-user-details';
import { ListActivity } from '../../../application/back-office/list-activity';
import { ListOperatorNotifications } from '../../../application/back-office/list-operator-notifications';
import { ListSharedMailboxes } from '../../../application/back-office/list-shared-mailboxes';
import { ListUserActivity } from '../../../application/back-office/list-user-activity';
import { ListUsers } from '../../../application/back-office/list-users';
import { ReadOperationsFigures } from '../../../application/back-office/read-operations-figures';
import { TestConnections } from '../../../application/back-office/test-connections';
import { GetBreak } from '../../../application/responsible-play/get-break';
import { ProcessRuntimeMetrics } from '../../system/process-runtime-metrics';
import { RequestCounter } from '../../system/request-counter';
import { ACCOUNTS_TOKENS } from '../accounts/tokens';
import { ADMIN_TOKENS } from '../admin/tokens';
import { GAMES_TOKENS } from '../games/tokens';
import { MAIL_TOKENS } from '../mail/tokens';
import { PAYMENTS_TOKENS } from '../payments/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { SHARED_TOKENS } from '../shared/tokens';
import { BACK_OFFICE_TOKENS } from './tokens';

/**
 * The back office's Users tab and activity feed, analytics, system status, connection tests and
 * operator notifications. (Games, winners, mail and settings are bound by their own features.)
 */
export const backOfficeModule = (
  https: boolean,
  persistence: Pick<Persistence, 'databaseStats' | 'operatorAlerts' | 'analytics'>,
) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const stats = (ctx: ResolutionContext) => ctx.get(BACK_OFFICE_TOKENS.databaseStats);
    const alerts = (ctx: ResolutionContext) => ctx.get(BACK_OFFICE_TOKENS.operatorAlerts);
    bind(BACK_OFFICE_TOKENS.databaseStats).toConstantValue(persistence.databaseStats);
    bind(BACK_OFFICE_TOKENS.operatorAlerts).toConstantValue(persistence.operatorAlerts);
    bind(BACK_OFFICE_TOKENS.analytics).toConstantValue(persistence.analytics);
    bind(BACK_OFFICE_TOKENS.requestCounter).toDynamicValue((ctx) => new RequestCounter(clock(ctx)));
    bind(BACK_OFFICE_TOKENS.runtimeMetrics).toDynamicValue(
      (ctx) => new ProcessRuntimeMetrics(ctx.get(BACK_OFFICE_TOKENS.requestCounter)),
    );

    bind(ListUsers).toDynamicValue((ctx) => new ListUsers(repos(ctx).directory, clock(ctx)));
    bind(GetUserDetails).toDynamicValue((ctx) => {
      const r = repos(ctx);
      const presence = ctx.get(GAMES_TOKENS.presence);
      return new GetUserDetails(
        r.users,
        r.numbers,
        r.winners,
        r.games,
        presence,
        clock(ctx),
        ctx.get(GetBreak),
        r.payments,
      );
    });
    bind(ListUserActivity).toDynamicValue((ctx) => new ListUserActivity(repos(ctx).users, repos(ctx).events));
    bind(ListActivity).toDynamicValue(
      (ctx) => new ListActivity(repos(ctx).events, ctx.get(ADMIN_TOKENS.admins)),
    );
    bind(EditUser).toDynamicValue(
      (ctx) => new EditUser(ctx.get(SHARED_TOKENS.unitOfWork), ctx.get(ACCOUNTS_TOKENS.sessions), clock(ctx)),
    );
    bind(DeleteUser).toDynamicValue((ctx) => new DeleteUser(repos(ctx).users, ctx.get(DeleteAccount)));
    bind(BulkUserAction).toDynamicValue((ctx) => new BulkUserAction(ctx.get(EditUser), ctx.get(DeleteUser)));
    bind(ExportUsers).toDynamicValue(
      (ctx) => new ExportUsers(repos(ctx).directory, repos(ctx).events, clock(ctx)),
    );

    bind(GetAnalytics).toDynamicValue(
      (ctx) =>
        new GetAnalytics(
          ctx.get(BACK_OFFICE_TOKENS.analytics),
          ctx.get(SETTINGS_TOKENS.settings),
          clock(ctx),
          ctx.get(GAMES_TOKENS.presence),
        ),
    );
    bind(GetSystemStatus).toDynamicValue(
      (ctx) =>
        new GetSystemStatus(
          stats(ctx),
          ctx.get(BACK_OFFICE_TOKENS.runtimeMetrics),
          ctx.get(SETTINGS_TOKENS.settings),
          clock(ctx),
          https,
        ),
    );
    bind(TestConnections).toDynamicValue(
      (ctx) =>
        new TestConnections(
          stats(ctx),
          ctx.get(PAYMENTS_TOKENS.gateway),
          clock(ctx),
          ctx.get(MAIL_TOKENS.mailer),
        ),
    );
    bind(ListSharedMailboxes).toDynamicValue((ctx) => new ListSharedMailboxes(repos(ctx).directory));
    bind(ListOperatorNotifications).toDynamicValue(
      (ctx) => new ListOperatorNotifications(alerts(ctx), clock(ctx), repos(ctx).outbox, repos(ctx).payments),
    );
    // The database's figures behind the metrics' gauges.
    bind(ReadOperationsFigures).toDynamicValue(
      (ctx) =>
        new ReadOperationsFigures(
          alerts(ctx),
          repos(ctx).outbox,
          repos(ctx).payments,
          repos(ctx).prizeClaims,
          stats(ctx),
          clock(ctx),
        ),
    );
  });

/** The back-office feature's slice of UseCases. */
export const backOfficeUseCases = (container: Container) => ({
  listUsers: container.get(ListUsers),
  getUserDetails: container.get(GetUserDetails),
  listUserActivity: container.get(ListUserActivity),
  listActivity: container.get(ListActivity),
  editUser: container.get(EditUser),
  deleteUser: container.get(DeleteUser),
  bulkUserAction: container.get(BulkUserAction),
  exportUsers: container.get(ExportUsers),
  getAnalytics: container.get(GetAnalytics),
  getSystemStatus: container.get(GetSystemStatus),
  testConnections: container.get(TestConnections),
  listOperatorNotifications: container.get(ListOperatorNotifications),
  listSharedMailboxes: container.get(ListSharedMailboxes),
  readOperationsFigures: container.get(ReadOperationsFigures),
});

export type BackOfficeUseCases = ReturnType<typeof backOfficeUseCases>;
