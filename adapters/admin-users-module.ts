import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { BulkUserAction } from '../application/bulk-user-action';
import { DeleteAccount } from '../application/delete-account';
import { DeleteUser } from '../application/delete-user';
import { EditUser } from '../application/edit-user';
import { ExportUsers } from '../application/export-users';
import { GetBreak } from '../application/get-break';
import { GetUserDetails } from '../application/get-user-details';
import { ListActivity } from '../application/list-activity';
import { ListTransactions } from '../application/list-transactions';
import { ListUserActivity } from '../application/list-user-activity';
import { ListUserTransactions } from '../application/list-user-transactions';
import { ListUsers } from '../application/list-users';
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
