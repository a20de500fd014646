import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { AdminSettingsGuard } from '../../../application/admin/admin-settings-guard';
import { AuthenticateAdmin } from '../../../application/admin/authenticate-admin';
import { ChangeAdminPassword } from '../../../application/admin/change-admin-password';
import { CodeStepLock } from '../../../application/admin/code-step-lock';
import { ConfirmTwoFactorEnrolment } from '../../../application/admin/confirm-two-factor-enrolment';
import { EnsureAdministrator } from '../../../application/admin/ensure-administrator';
import { GetTwoFactorStatus } from '../../../application/admin/get-two-factor-status';
import { LogInAdmin } from '../../../application/admin/log-in-admin';
import { LogOutAdmin } from '../../../application/admin/log-out-admin';
import { SealTwoFactorAtRest } from '../../../application/admin/seal-two-factor-at-rest';
import { SecondFactor } from '../../../application/admin/second-factor';
import { StartTwoFactorEnrolment } from '../../../application/admin/start-two-factor-enrolment';
import { UpdateAdminProfile } from '../../../application/admin/update-admin-profile';
import { NodeTwoFactorCrypto } from '../../security/node-two-factor-crypto';
import { ACCOUNTS_TOKENS } from '../accounts/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { SHARED_TOKENS } from '../shared/tokens';
import { ADMIN_TOKENS } from './tokens';

/**
 * The administrators: their accounts, sessions and sign-in (apart from the players'), two-factor
 * enrolment, profile and password, and the administrator made at start (adapters/start-up/).
 */
export const adminModule = (
  dataKey: Buffer,
  persistence: Pick<Persistence, 'admins' | 'adminSessions' | 'adminTwoFactor'>,
) =>
  new ContainerModule(({ bind }) => {
    const admins = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.admins);
    const sessions = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.adminSessions);
    const twoFactor = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.adminTwoFactor);
    const crypto = (ctx: ResolutionContext) => ctx.get(ADMIN_TOKENS.twoFactorCrypto);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const hasher = (ctx: ResolutionContext) => ctx.get(ACCOUNTS_TOKENS.hasher);
    const tokens = (ctx: ResolutionContext) => ctx.get(ACCOUNTS_TOKENS.sessionTokens);
    const settings = (ctx: ResolutionContext) => ctx.get(SETTINGS_TOKENS.settings);
    bind(ADMIN_TOKENS.admins).toConstantValue(persistence.admins);
    bind(ADMIN_TOKENS.adminSessions).toConstantValue(persistence.adminSessions);
    bind(ADMIN_TOKENS.adminTwoFactor).toConstantValue(persistence.adminTwoFactor);
    bind(ADMIN_TOKENS.twoFactorCrypto).toConstantValue(new NodeTwoFactorCrypto(dataKey));
    bind(CodeStepLock).toDynamicValue(
      (ctx) =>
        new CodeStepLock(
          twoFactor(ctx),
          ctx.get(SHARED_TOKENS.unitOfWork),
          clock(ctx),
          ctx.get(SHARED_TOKENS.logger).child({ useCase: 'CodeStepLock' }),
        ),
    );
    bind(SecondFactor).toDynamicValue(
      (ctx) => new SecondFactor(twoFactor(ctx), crypto(ctx), clock(ctx), ctx.get(CodeStepLock)),
    );
    bind(SealTwoFactorAtRest).toDynamicValue((ctx) => new SealTwoFactorAtRest(twoFactor(ctx), crypto(ctx)));
    bind(AdminSettingsGuard).toDynamicValue((ctx) => new AdminSettingsGuard(twoFactor(ctx)));
    bind(StartTwoFactorEnrolment).toDynamicValue(
      (ctx) => new StartTwoFactorEnrolment(twoFactor(ctx), crypto(ctx), ctx.get(SecondFactor)),
    );
    bind(ConfirmTwoFactorEnrolment).toDynamicValue(
      (ctx) => new ConfirmTwoFactorEnrolment(twoFactor(ctx), crypto(ctx), clock(ctx)),
    );
    bind(GetTwoFactorStatus).toDynamicValue((ctx) => new GetTwoFactorStatus(twoFactor(ctx), settings(ctx)));
    bind(LogInAdmin).toDynamicValue(
      (ctx) =>
        new LogInAdmin(
          admins(ctx),
          sessions(ctx),
          hasher(ctx),
          tokens(ctx),
          clock(ctx),
          ctx.get(ACCOUNTS_TOKENS.loginAttempts),
          settings(ctx),
          ctx.get(SHARED_TOKENS.logger),
          twoFactor(ctx),
          ctx.get(SecondFactor),
        ),
    );
    bind(LogOutAdmin).toDynamicValue((ctx) => new LogOutAdmin(sessions(ctx), tokens(ctx)));
    bind(AuthenticateAdmin).toDynamicValue(
      (ctx) => new AuthenticateAdmin(sessions(ctx), tokens(ctx), clock(ctx), settings(ctx)),
    );
    bind(EnsureAdministrator).toDynamicValue(
      (ctx) => new EnsureAdministrator(admins(ctx), sessions(ctx), hasher(ctx)),
    );
    bind(UpdateAdminProfile).toDynamicValue((ctx) => new UpdateAdminProfile(admins(ctx)));
    bind(ChangeAdminPassword).toDynamicValue(
      (ctx) =>
        new ChangeAdminPassword(
          admins(ctx),
          sessions(ctx),
          hasher(ctx),
          tokens(ctx),
          clock(ctx),
          ctx.get(ACCOUNTS_TOKENS.loginAttempts),
          settings(ctx),
          ctx.get(SHARED_TOKENS.logger),
        ),
    );
  });

/** The admin feature's slice of UseCases. */
export const adminUseCases = (container: Container) => ({
  logInAdmin: container.get(LogInAdmin),
  logOutAdmin: container.get(LogOutAdmin),
  authenticateAdmin: container.get(AuthenticateAdmin),
  startTwoFactorEnrolment: container.get(StartTwoFactorEnrolment),
  confirmTwoFactorEnrolment: container.get(ConfirmTwoFactorEnrolment),
  getTwoFactorStatus: container.get(GetTwoFactorStatus),
  updateAdminProfile: container.get(UpdateAdminProfile),
  changeAdminPassword: container.get(ChangeAdminPassword),
});

export type AdminUseCases = ReturnType<typeof adminUseCases>;
