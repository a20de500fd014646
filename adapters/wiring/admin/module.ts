import { ContainerModule, type Newable } from 'inversify';
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
import { injected, port, SHARED_TOKENS } from '../shared/tokens';
import { ADMIN_TOKENS } from './tokens';

const { clock, logger, unitOfWork: uow, settings } = SHARED_TOKENS;
const [admins, sessions, twoFactor] = [port('admins'), port('adminSessions'), port('adminTwoFactor')];
const { twoFactorCrypto: crypt } = ADMIN_TOKENS;
const { hasher, sessionTokens: tokens } = ACCOUNTS_TOKENS;
const attempts = port('loginAttempts');
/** What signing in and changing the password both check and record with. */
const signIn = [admins, sessions, hasher, tokens, clock, attempts, settings, logger] as const;

export const adminUseCases = {
  logInAdmin: injected(LogInAdmin, ...signIn, twoFactor, SecondFactor),
  logOutAdmin: injected(LogOutAdmin, sessions, tokens),
  authenticateAdmin: injected(AuthenticateAdmin, sessions, tokens, clock, settings),
  startTwoFactorEnrolment: injected(StartTwoFactorEnrolment, twoFactor, crypt, SecondFactor),
  confirmTwoFactorEnrolment: injected(ConfirmTwoFactorEnrolment, twoFactor, crypt, clock),
  getTwoFactorStatus: injected(GetTwoFactorStatus, twoFactor, settings),
  updateAdminProfile: injected(UpdateAdminProfile, admins),
  changeAdminPassword: injected(ChangeAdminPassword, ...signIn),
};
/** Also bound as classes: helpers of the use cases above, and what the start-up (adapters/start-up/) runs. */
const internal = [
  injected(SecondFactor, twoFactor, crypt, clock, CodeStepLock),
  injected(SealTwoFactorAtRest, twoFactor, crypt),
  injected(AdminSettingsGuard, twoFactor),
  injected(EnsureAdministrator, admins, sessions, hasher),
];

/** The administrators: accounts, sessions and sign-in apart from the players', two-factor enrolment. */
export const adminModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of [...Object.values(adminUseCases), ...internal] as Newable[]) bind(useCase).toSelf();
    bind(crypt).toConstantValue(new NodeTwoFactorCrypto(dataKey));
    bind(CodeStepLock).toResolvedValue(
      (store, u, now, log) => new CodeStepLock(store, u, now, log.child({ useCase: 'CodeStepLock' })),
      [twoFactor, uow, clock, logger],
    );
  });
