import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { DeleteAccount } from '../application/accounts/delete-account';
import { BulkUserAction } from '../application/back-office/bulk-user-action';
import { DeleteUser } from '../application/back-office/delete-user';
import { EditUser } from '../application/back-office/edit-user';
import { ExportUsers } from '../application/back-office/export-users';
import { GetUserDetails } from '../application/back-office/get-user-details';
import { ListActivity } from '../application/back-office/list-activity';
import { ListUserActivity } from '../application/back-office/list-user-activity';
import { ListUsers } from '../application/back-office/list-users';
import { ListTransactions } from '../application/payments/list-transactions';
import { ListUserTransactions } from '../application/payments/list-user-transactions';
import { GetBreak } from '../application/responsible-play/get-break';
import { ADMIN_TOKENS } from './admin-module';
import { TOKENS } from './tokens';

/** The back office's Users tab and activity feed (issue 10 items 1 and 2). */
export const adminUsersModule = new ContainerModule(({ bind }) => {
  const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
  const clock = (ctx: ResolutionContext) => ctx.get(TOKENS.clock);
  bind(ListUsers).toDynamicValue((ctx) => new ListUsers(repos(ctx).directory, clock(ctx)));
  bind(GetUserDetails).toDynamicValue((ctx) => {
    const r = repos(ctx);
    const presence = ctx.get(TOKENS.presence);
    return new GetUserDetails(
      r.users,
      r.numbers,
      r.winners,
      r.games,
      presence,
      clock(ctx),
      ctx.get(GetBreak),
    );
  });
  bind(ListUserTransactions).toDynamicValue(
    (ctx) => new ListUserTransactions(repos(ctx).users, ctx.get(ListTransactions)),
  );
  bind(ListUserActivity).toDynamicValue((ctx) => new ListUserActivity(repos(ctx).users, repos(ctx).events));
  bind(ListActivity).toDynamicValue(
    (ctx) => new ListActivity(repos(ctx).events, ctx.get(ADMIN_TOKENS.admins)),
  );
  bind(EditUser).toDynamicValue(
    (ctx) => new EditUser(ctx.get(TOKENS.unitOfWork), ctx.get(TOKENS.sessions), clock(ctx)),
  );
  bind(DeleteUser).toDynamicValue((ctx) => new DeleteUser(repos(ctx).users, ctx.get(DeleteAccount)));
  bind(BulkUserAction).toDynamicValue((ctx) => new BulkUserAction(ctx.get(EditUser), ctx.get(DeleteUser)));
  bind(ExportUsers).toDynamicValue(
    (ctx) => new ExportUsers(repos(ctx).directory, repos(ctx).events, clock(ctx)),
  );
});

export function resolveAdminUserUseCases(container: Container) {
  return {
    listUsers: container.get(ListUsers),
    getUserDetails: container.get(GetUserDetails),
    listUserTransactions: container.get(ListUserTransactions),
    listUserActivity: container.get(ListUserActivity),
    listActivity: container.get(ListActivity),
    editUser: container.get(EditUser),
    deleteUser: container.get(DeleteUser),
    bulkUserAction: container.get(BulkUserAction),
    exportUsers: container.get(ExportUsers),
  };
}

export type AdminUserUseCases = ReturnType<typeof resolveAdminUserUseCases>;
