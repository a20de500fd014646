import { ContainerModule, type Newable } from 'inversify';
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
import { MAIL_TOKENS } from '../mail/tokens';
import { PAYMENTS_TOKENS } from '../payments/tokens';
import { injected, port, SHARED_TOKENS, store } from '../shared/tokens';
import { BACK_OFFICE_TOKENS } from './tokens';

const { clock, unitOfWork: uow, settings } = SHARED_TOKENS;
const { requestCounter, runtimeMetrics } = BACK_OFFICE_TOKENS;
const [stats, alerts, analytics] = [port('databaseStats'), port('operatorAlerts'), port('analytics')];
const presence = port('presence');
const [users, events, directory] = [store('users'), store('events'), store('directory')];
const [outbox, payments, claims] = [store('outbox'), store('payments'), store('prizeClaims')];
const [numbers, winners, games] = [store('numbers'), store('winners'), store('games')];
const classes = {
  listUsers: injected(ListUsers, directory, clock),
  getUserDetails: injected(
    GetUserDetails,
    users,
    numbers,
    winners,
    games,
    presence,
    clock,
    GetBreak,
    payments,
  ),
  listUserActivity: injected(ListUserActivity, users, events),
  listActivity: injected(ListActivity, events, port('admins')),
  editUser: injected(EditUser, uow, port('sessions'), clock),
  deleteUser: injected(DeleteUser, users, DeleteAccount),
  bulkUserAction: injected(BulkUserAction, EditUser, DeleteUser),
  exportUsers: injected(ExportUsers, directory, events, clock),
  getAnalytics: injected(GetAnalytics, analytics, settings, clock, presence),
  testConnections: injected(TestConnections, stats, PAYMENTS_TOKENS.gateway, clock, MAIL_TOKENS.mailer),
  listOperatorNotifications: injected(ListOperatorNotifications, alerts, clock, outbox, payments),
  listSharedMailboxes: injected(ListSharedMailboxes, directory),
  // The database's figures behind the metrics' gauges.
  readOperationsFigures: injected(ReadOperationsFigures, alerts, outbox, payments, claims, stats, clock),
};

export const backOfficeUseCases = { ...classes, getSystemStatus: GetSystemStatus };

/** The back office's users, activity, analytics, system status and notifications (the rest: by feature). */
export const backOfficeModule = (https: boolean) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(classes) as Newable[]) bind(useCase).toSelf();
    bind(requestCounter).toResolvedValue((now) => new RequestCounter(now), [clock]);
    bind(runtimeMetrics).toResolvedValue((requests) => new ProcessRuntimeMetrics(requests), [requestCounter]);
    bind(GetSystemStatus).toResolvedValue(
      (db, process, s, now) => new GetSystemStatus(db, process, s, now, https),
      [stats, runtimeMetrics, settings, clock],
    );
  });
