import { Authenticate } from './authenticate';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { GetPreferences } from './get-preferences';
import { GetSignUpRules } from './get-sign-up-rules';
import { LogIn } from './log-in';
import { LogOut } from './log-out';
import { RegisterPlayer } from './register-player';
import { RequestPasswordReset } from './request-password-reset';
import { ResetPassword } from './reset-password';
import { SavePreferences } from './save-preferences';
import { UpdateProfile } from './update-profile';

/**
 * What the edge calls of accounts by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const accountsUseCases = {
  registerPlayer: RegisterPlayer,
  logIn: LogIn,
  logOut: LogOut,
  authenticate: Authenticate,
  getSignUpRules: GetSignUpRules,
  changePassword: ChangePassword,
  updateProfile: UpdateProfile,
  getPreferences: GetPreferences,
  savePreferences: SavePreferences,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
  deleteAccount: DeleteAccount,
};
