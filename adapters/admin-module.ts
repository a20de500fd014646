import { type Container, ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AdminSettingsGuard } from '../application/admin/admin-settings-guard';
import { AuthenticateAdmin } from '../application/admin/authenticate-admin';
import { ConfirmTwoFactorEnrolment } from '../application/admin/confirm-two-factor-enrolment';
import { EnsureAdministrator } from '../application/admin/ensure-administrator';
import { GetTwoFactorStatus } from '../application/admin/get-two-factor-status';
import { LogInAdmin } from '../application/admin/log-in-admin';
import { LogOutAdmin } from '../application/admin/log-out-admin';
import type { AdminRepository } from '../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../application/admin/ports/admin-two-factor-store';
import type { TwoFactorCrypto } from '../application/admin/ports/two-factor-crypto';
import { SecondFactor } from '../application/admin/second-factor';
import { StartTwoFactorEnrolment } from '../application/admin/start-two-factor-enrolment';
import { CheckHealth } from '../application/operations/check-health';
import { GetDashboardStats } from '../application/play/get-dashboard-stats';
import type { Persistence } from './container';
import { NodeTwoFactorCrypto } from './security/node-two-factor-crypto';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const ADMIN_TOKENS = {
  admins: token<AdminRepository>('AdminRepository'),
  adminSessions: token<AdminSessionStore>('AdminSessionStore'),
  adminTwoFactor: token<AdminTwoFactorStore>('AdminTwoFactorStore'),
  twoFactorCrypto: token<TwoFactorCrypto>('TwoFactorCrypto'),
} as const;

/** The administrator's accounts, sessions and sign-in (apart from the players'). */
export const adminModule = (
  persistence: Pick<
    Persistence,
    'admins' | 'adminSessions' | 'adminTwoFactor' | 'analytics' | 'databaseStats'
  >,
) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
    const admins = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.admins);
    const sessions = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.adminSessions);
    bind(ADMIN_TOKENS.admins).toConstantValue(persistence.admins);
    bind(ADMIN_TOKENS.adminSessions).toConstantValue(persistence.adminSessions);
    bind(ADMIN_TOKENS.adminTwoFactor).toConstantValue(persistence.adminTwoFactor);
    bind(ADMIN_TOKENS.twoFactorCrypto).toConstantValue(new NodeTwoFactorCrypto());
    const twoFactor = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.adminTwoFactor);
    const crypto = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.twoFactorCrypto);
    bind(SecondFactor).toDynamicValue(
      (ctx) => new SecondFactor(twoFactor(ctx), crypto(ctx), ctx.get(TOKENS.clock)),
    );
    bind(AdminSettingsGuard).toDynamicValue((ctx) => new AdminSettingsGuard(twoFactor(ctx)));
    bind(StartTwoFactorEnrolment).toDynamicValue(
      (ctx) => new StartTwoFactorEnrolment(twoFactor(ctx), crypto(ctx)),
    );
    bind(ConfirmTwoFactorEnrolment).toDynamicValue(
      (ctx) => new ConfirmTwoFactorEnrolment(twoFactor(ctx), crypto(ctx), ctx.get(TOKENS.clock)),
    );
    bind(GetTwoFactorStatus).toDynamicValue(
      (ctx) => new GetTwoFactorStatus(twoFactor(ctx), ctx.get(TOKENS.settings)),
    );
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
          twoFactor(ctx),
          ctx.get(SecondFactor),
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
    bind(GetDashboardStats).toDynamicValue(
      (ctx) => new GetDashboardStats(repos(ctx).games, persistence.analytics, ctx.get(TOKENS.clock)),
    );
    // The health check the admin header polls ('SYSTEM ONLINE'); public.
    bind(CheckHealth).toDynamicValue(() => new CheckHealth(persistence.databaseStats));
    bind(EnsureAdministrator).toDynamicValue(
      (ctx) => new EnsureAdministrator(admins(ctx), sessions(ctx), ctx.get(TOKENS.hasher)),
    );
  });

export type AdminUseCases = Pick<
  UseCases,
  | 'logInAdmin'
  | 'logOutAdmin'
  | 'authenticateAdmin'
  | 'getDashboardStats'
  | 'checkHealth'
  | 'startTwoFactorEnrolment'
  | 'confirmTwoFactorEnrolment'
  | 'getTwoFactorStatus'
>;

export function resolveAdminUseCases(container: Container): AdminUseCases {
  return {
    logInAdmin: container.get(LogInAdmin),
    logOutAdmin: container.get(LogOutAdmin),
    authenticateAdmin: container.get(AuthenticateAdmin),
    getDashboardStats: container.get(GetDashboardStats),
    checkHealth: container.get(CheckHealth),
    startTwoFactorEnrolment: container.get(StartTwoFactorEnrolment),
    confirmTwoFactorEnrolment: container.get(ConfirmTwoFactorEnrolment),
    getTwoFactorStatus: container.get(GetTwoFactorStatus),
  };
}
