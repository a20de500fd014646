import { ContainerModule } from 'inversify';
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
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { ADMIN_TOKENS } from './tokens';

const { clock, logger, unitOfWork: uow } = SHARED_TOKENS;
const { admins, adminSessions: sessions, adminTwoFactor: twoFactor, twoFactorCrypto } = ADMIN_TOKENS;
const { hasher, sessionTokens: tokens, loginAttempts } = ACCOUNTS_TOKENS;
const { settings } = SETTINGS_TOKENS;

/**
 * The administrators: their accounts, sessions and sign-in (apart from the players'), two-factor
 * enrolment, profile and password, and the administrator made at start (adapters/start-up/).
 */
export const adminModule = (
  dataKey: Buffer,
  persistence: Pick<Persistence, 'admins' | 'adminSessions' | 'adminTwoFactor'>,
) =>
  new ContainerModule(({ bind }) => {
    bind(admins).toConstantValue(persistence.admins);
    bind(sessions).toConstantValue(persistence.adminSessions);
    bind(twoFactor).toConstantValue(persistence.adminTwoFactor);
    bind(twoFactorCrypto).toConstantValue(new NodeTwoFactorCrypto(dataKey));
    bind(CodeStepLock).toResolvedValue(
      (store, u, now, log) => new CodeStepLock(store, u, now, log.child({ useCase: 'CodeStepLock' })),
      [twoFactor, uow, clock, logger],
    );
    bind(SecondFactor).toResolvedValue(construct(SecondFactor), [
      twoFactor,
      twoFactorCrypto,
      clock,
      CodeStepLock,
    ]);
    bind(SealTwoFactorAtRest).toResolvedValue(construct(SealTwoFactorAtRest), [twoFactor, twoFactorCrypto]);
    bind(AdminSettingsGuard).toResolvedValue(construct(AdminSettingsGuard), [twoFactor]);
    bind(StartTwoFactorEnrolment).toResolvedValue(construct(StartTwoFactorEnrolment), [
      twoFactor,
      twoFactorCrypto,
      SecondFactor,
    ]);
    bind(ConfirmTwoFactorEnrolment).toResolvedValue(construct(ConfirmTwoFactorEnrolment), [
      twoFactor,
      twoFactorCrypto,
      clock,
    ]);
    bind(GetTwoFactorStatus).toResolvedValue(construct(GetTwoFactorStatus), [twoFactor, settings]);
    bind(LogInAdmin).toResolvedValue(construct(LogInAdmin), [
      admins,
      sessions,
      hasher,
      tokens,
      clock,
      loginAttempts,
      settings,
      logger,
      twoFactor,
      SecondFactor,
    ]);
    bind(LogOutAdmin).toResolvedValue(construct(LogOutAdmin), [sessions, tokens]);
    bind(AuthenticateAdmin).toResolvedValue(construct(AuthenticateAdmin), [
      sessions,
      tokens,
      clock,
      settings,
    ]);
    bind(EnsureAdministrator).toResolvedValue(construct(EnsureAdministrator), [admins, sessions, hasher]);
    bind(UpdateAdminProfile).toResolvedValue(construct(UpdateAdminProfile), [admins]);
    bind(ChangeAdminPassword).toResolvedValue(construct(ChangeAdminPassword), [
      admins,
      sessions,
      hasher,
      tokens,
      clock,
      loginAttempts,
      settings,
      logger,
    ]);
  });

/** The admin feature's slice of UseCases. */
export const adminUseCases = {
  logInAdmin: LogInAdmin,
  logOutAdmin: LogOutAdmin,
  authenticateAdmin: AuthenticateAdmin,
  startTwoFactorEnrolment: StartTwoFactorEnrolment,
  confirmTwoFactorEnrolment: ConfirmTwoFactorEnrolment,
  getTwoFactorStatus: GetTwoFactorStatus,
  updateAdminProfile: UpdateAdminProfile,
  changeAdminPassword: ChangeAdminPassword,
};
