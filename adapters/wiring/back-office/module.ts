import { ContainerModule } from 'inversify';
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
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { BACK_OFFICE_TOKENS } from './tokens';

const { clock, repositories: repos, unitOfWork: uow } = SHARED_TOKENS;
const {
  databaseStats: stats,
  operatorAlerts: alerts,
  analytics,
  requestCounter,
  runtimeMetrics,
} = BACK_OFFICE_TOKENS;
const { presence } = GAMES_TOKENS;
const { settings } = SETTINGS_TOKENS;

/**
 * The back office's Users tab and activity feed, analytics, system status, connection tests and
 * operator notifications. (Games, winners, mail and settings are bound by their own features.)
 */
export const backOfficeModule = (
  https: boolean,
  persistence: Pick<Persistence, 'databaseStats' | 'operatorAlerts' | 'analytics'>,
) =>
  new ContainerModule(({ bind }) => {
    bind(stats).toConstantValue(persistence.databaseStats);
    bind(alerts).toConstantValue(persistence.operatorAlerts);
    bind(analytics).toConstantValue(persistence.analytics);
    bind(requestCounter).toResolvedValue(construct(RequestCounter), [clock]);
    bind(runtimeMetrics).toResolvedValue(construct(ProcessRuntimeMetrics), [requestCounter]);

    bind(ListUsers).toResolvedValue((r, now) => new ListUsers(r.directory, now), [repos, clock]);
    bind(GetUserDetails).toResolvedValue(
      (r, players, now, breaks) =>
        new GetUserDetails(r.users, r.numbers, r.winners, r.games, players, now, breaks, r.payments),
      [repos, presence, clock, GetBreak],
    );
    bind(ListUserActivity).toResolvedValue((r) => new ListUserActivity(r.users, r.events), [repos]);
    bind(ListActivity).toResolvedValue((r, a) => new ListActivity(r.events, a), [repos, ADMIN_TOKENS.admins]);
    bind(EditUser).toResolvedValue(construct(EditUser), [uow, ACCOUNTS_TOKENS.sessions, clock]);
    bind(DeleteUser).toResolvedValue(
      (r, deletion) => new DeleteUser(r.users, deletion),
      [repos, DeleteAccount],
    );
    bind(BulkUserAction).toResolvedValue(construct(BulkUserAction), [EditUser, DeleteUser]);
    bind(ExportUsers).toResolvedValue(
      (r, now) => new ExportUsers(r.directory, r.events, now),
      [repos, clock],
    );

    bind(GetAnalytics).toResolvedValue(construct(GetAnalytics), [analytics, settings, clock, presence]);
    bind(GetSystemStatus).toResolvedValue(
      (db, process, s, now) => new GetSystemStatus(db, process, s, now, https),
      [stats, runtimeMetrics, settings, clock],
    );
    bind(TestConnections).toResolvedValue(construct(TestConnections), [
      stats,
      PAYMENTS_TOKENS.gateway,
      clock,
      MAIL_TOKENS.mailer,
    ]);
    bind(ListSharedMailboxes).toResolvedValue((r) => new ListSharedMailboxes(r.directory), [repos]);
    bind(ListOperatorNotifications).toResolvedValue(
      (a, now, r) => new ListOperatorNotifications(a, now, r.outbox, r.payments),
      [alerts, clock, repos],
    );
    // The database's figures behind the metrics' gauges.
    bind(ReadOperationsFigures).toResolvedValue(
      (a, r, db, now) => new ReadOperationsFigures(a, r.outbox, r.payments, r.prizeClaims, db, now),
      [alerts, repos, stats, clock],
    );
  });

/** The back-office feature's slice of UseCases. */
export const backOfficeUseCases = {
  listUsers: ListUsers,
  getUserDetails: GetUserDetails,
  listUserActivity: ListUserActivity,
  listActivity: ListActivity,
  editUser: EditUser,
  deleteUser: DeleteUser,
  bulkUserAction: BulkUserAction,
  exportUsers: ExportUsers,
  getAnalytics: GetAnalytics,
  getSystemStatus: GetSystemStatus,
  testConnections: TestConnections,
  listOperatorNotifications: ListOperatorNotifications,
  listSharedMailboxes: ListSharedMailboxes,
  readOperationsFigures: ReadOperationsFigures,
};
