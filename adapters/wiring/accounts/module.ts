import { ContainerModule } from 'inversify';
import { Authenticate } from '../../../application/accounts/authenticate';
import { ChangePassword } from '../../../application/accounts/change-password';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import { ExportMyData } from '../../../application/accounts/export-my-data';
import { GetPreferences } from '../../../application/accounts/get-preferences';
import { GetSignUpRules } from '../../../application/accounts/get-sign-up-rules';
import { LogIn } from '../../../application/accounts/log-in';
import { LogOut } from '../../../application/accounts/log-out';
import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import type { PasswordHasher } from '../../../application/accounts/ports/password-hasher';
import { RegisterPlayer } from '../../../application/accounts/register-player';
import { RequestPasswordReset } from '../../../application/accounts/request-password-reset';
import { ResetPassword } from '../../../application/accounts/reset-password';
import { SavePreferences } from '../../../application/accounts/save-preferences';
import { UpdateProfile } from '../../../application/accounts/update-profile';
import { ListCards } from '../../../application/payments/list-cards';
import { ListTransactions } from '../../../application/payments/list-transactions';
import { ListPlayerWins } from '../../../application/play/list-player-wins';
import { Argon2PasswordHasher } from '../../security/argon2-password-hasher';
import { CryptoSessionTokens } from '../../security/crypto-session-tokens';
import { HmacEmailKeys } from '../../security/hmac-email-keys';
import { MAIL_TOKENS } from '../mail/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { ACCOUNTS_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow } = SHARED_TOKENS;
const { hasher, sessionTokens: tokens, sessions, loginAttempts, users } = ACCOUNTS_TOKENS;
const { settings } = SETTINGS_TOKENS;
const { links } = MAIL_TOKENS;
/** Every AccountErasureHook the other features bind; none is an empty list. */
const erasureHooks = {
  serviceIdentifier: ACCOUNTS_TOKENS.accountErasureHooks,
  isMultiple: true,
  optional: true,
} as const;

/** A test may swap the hasher for a cheap one. */
export interface AccountsOverrides {
  hasher?: PasswordHasher;
}

/**
 * The player's account: sign-up, sign-in, sessions, profile, preferences, password reset and
 * deletion. Deletion runs every AccountErasureHook other features bind (payments disables cards).
 */
export const accountsModule = (
  dataKey: Buffer,
  persistence: Pick<Persistence, 'sessions' | 'loginAttempts'>,
  overrides: AccountsOverrides,
) =>
  new ContainerModule(({ bind }) => {
    bind(hasher).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(tokens).toConstantValue(new CryptoSessionTokens());
    bind(sessions).toConstantValue(persistence.sessions);
    bind(loginAttempts).toConstantValue(persistence.loginAttempts);
    bind(users).toResolvedValue((r) => r.users, [repos]);
    bind(ErasedIdentity).toConstantValue(new ErasedIdentity(new HmacEmailKeys(dataKey)));
    bind(RegisterPlayer).toResolvedValue(construct(RegisterPlayer), [
      users,
      hasher,
      clock,
      settings,
      uow,
      ErasedIdentity,
    ]);
    bind(LogIn).toResolvedValue(construct(LogIn), [
      users,
      uow,
      hasher,
      tokens,
      clock,
      loginAttempts,
      settings,
      logger,
    ]);
    bind(LogOut).toResolvedValue(construct(LogOut), [sessions, tokens]);
    bind(Authenticate).toResolvedValue(construct(Authenticate), [sessions, tokens, clock]);
    bind(GetSignUpRules).toResolvedValue(construct(GetSignUpRules), [settings]);
    bind(ChangePassword).toResolvedValue(construct(ChangePassword), [users, uow, sessions, hasher, clock]);
    bind(DeleteAccount).toResolvedValue(
      (u, s, hooks: AccountErasureHook[] | undefined, now, erased) =>
        new DeleteAccount(u, s, hooks ?? [], now, erased),
      [uow, sessions, erasureHooks, clock, ErasedIdentity],
    );
    bind(UpdateProfile).toResolvedValue(construct(UpdateProfile), [users]);
    bind(GetPreferences).toResolvedValue(construct(GetPreferences), [repos]);
    bind(SavePreferences).toResolvedValue(construct(SavePreferences), [uow, clock, tokens, links]);
    bind(ExportMyData).toResolvedValue(construct(ExportMyData), [
      users,
      GetPreferences,
      ListCards,
      ListTransactions,
      ListPlayerWins,
      clock,
    ]);
    bind(RequestPasswordReset).toResolvedValue(construct(RequestPasswordReset), [
      uow,
      tokens,
      links,
      loginAttempts,
      clock,
    ]);
    bind(ResetPassword).toResolvedValue(construct(ResetPassword), [uow, sessions, tokens, hasher, clock]);
  });

/** The accounts feature's slice of UseCases. */
export const accountsUseCases = {
  registerPlayer: RegisterPlayer,
  logIn: LogIn,
  logOut: LogOut,
  authenticate: Authenticate,
  getSignUpRules: GetSignUpRules,
  changePassword: ChangePassword,
  deleteAccount: DeleteAccount,
  updateProfile: UpdateProfile,
  getPreferences: GetPreferences,
  savePreferences: SavePreferences,
  exportMyData: ExportMyData,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
};
