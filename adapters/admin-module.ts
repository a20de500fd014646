import { type Container, ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AuthenticateAdmin } from '../application/authenticate-admin';
import { EnsureAdministrator } from '../application/ensure-administrator';
import { LogInAdmin } from '../application/log-in-admin';
import { LogOutAdmin } from '../application/log-out-admin';
import type { AdminRepository } from '../application/ports/admin-repository';
import type { AdminSessionStore } from '../application/ports/admin-session-store';
import type { Persistence } from './container';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const ADMIN_TOKENS = {
  admins: token<AdminRepository>('AdminRepository'),
  adminSessions: token<AdminSessionStore>('AdminSessionStore'),
} as const;

/** The administrator's accounts, sessions and sign-in (apart from the players'). */
export const adminModule = (persistence: Pick<Persistence, 'admins' | 'adminSessions'>) =>
  new ContainerModule(({ bind }) => {
    const admins = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.admins);
    const sessions = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.adminSessions);
    bind(ADMIN_TOKENS.admins).toConstantValue(persistence.admins);
    bind(ADMIN_TOKENS.adminSessions).toConstantValue(persistence.adminSessions);
    bind(LogInAdmin).toDynamicValue(
      (ctx) =>
        new LogInAdmin(
          admins(ctx),
          sessions(ctx),
          ctx.get(TOKENS.hasher),
          ctx.get(TOKENS.sessionTokens),
          ctx.get(TOKENS.clock),
          ctx.get(TOKENS.loginAttempts),
          ctx.get(TOKENS.settings),
          ctx.get(TOKENS.logger),
        ),
    );
    bind(LogOutAdmin).toDynamicValue((ctx) => new LogOutAdmin(sessions(ctx), ctx.get(TOKENS.sessionTokens)));
    bind(AuthenticateAdmin).toDynamicValue(
      (ctx) =>
        new AuthenticateAdmin(
          sessions(ctx),
          admins(ctx),
          ctx.get(TOKENS.sessionTokens),
          ctx.get(TOKENS.clock),
          ctx.get(TOKENS.settings),
        ),
    );
    bind(EnsureAdministrator).toDynamicValue(
      (ctx) => new EnsureAdministrator(admins(ctx), sessions(ctx), ctx.get(TOKENS.hasher)),
    );
  });

export type AdminUseCases = Pick<UseCases, 'logInAdmin' | 'logOutAdmin' | 'authenticateAdmin'>;

export function resolveAdminUseCases(container: Container): AdminUseCases {
  return {
    logInAdmin: container.get(LogInAdmin),
    logOutAdmin: container.get(LogOutAdmin),
    authenticateAdmin: container.get(AuthenticateAdmin),
  };
}
