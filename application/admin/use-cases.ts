import { AuthenticateAdmin } from './authenticate-admin';
import { ChangeAdminPassword } from './change-admin-password';
import { ConfirmTwoFactorEnrolment } from './confirm-two-factor-enrolment';
import { GetTwoFactorStatus } from './get-two-factor-status';
import { LogInAdmin } from './log-in-admin';
import { LogOutAdmin } from './log-out-admin';
import { StartTwoFactorEnrolment } from './start-two-factor-enrolment';
import { UpdateAdminProfile } from './update-admin-profile';

/**
 * What the edge calls of admin by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
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
