import { BulkUserAction } from './bulk-user-action';
import { DeleteUser } from './delete-user';
import { EditUser } from './edit-user';
import { ExportUsers } from './export-users';
import { GetAnalytics } from './get-analytics';
import { GetAuditPack } from './get-audit-pack';
import { GetDashboardStats } from './get-dashboard-stats';
import { GetSystemStatus } from './get-system-status';
import { GetUserDetails } from './get-user-details';
import { ListActivity } from './list-activity';
import { ListOperatorNotifications } from './list-operator-notifications';
import { ListSharedMailboxes } from './list-shared-mailboxes';
import { ListUserActivity } from './list-user-activity';
import { ListUsers } from './list-users';
import { ReadOperationsFigures } from './read-operations-figures';
import { TestConnections } from './test-connections';

/**
 * What the edge calls of back-office by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
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
  getAuditPack: GetAuditPack,
  testConnections: TestConnections,
  listOperatorNotifications: ListOperatorNotifications,
  listSharedMailboxes: ListSharedMailboxes,
  readOperationsFigures: ReadOperationsFigures,
  getSystemStatus: GetSystemStatus,
  getDashboardStats: GetDashboardStats,
};
