import { ContainerModule, type Newable } from 'inversify';
import { Authenticate } from '../../../application/accounts/authenticate';
import { ChangePassword } from '../../../application/accounts/change-password';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import { GetPreferences } from '../../../application/accounts/get-preferences';
import { GetSignUpRules } from '../../../application/accounts/get-sign-up-rules';
import { LogIn } from '../../../application/accounts/log-in';
import { LogOut } from '../../../application/accounts/log-out';
import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import { RegisterPlayer } from '../../../application/accounts/register-player';
import { RequestPasswordReset } from '../../../application/accounts/request-password-reset';
import { ResetPassword } from '../../../application/accounts/reset-password';
import { SavePreferences } from '../../../application/accounts/save-preferences';
import { UpdateProfile } from '../../../application/accounts/update-profile';
import { ListCards } from '../../../application/payments/list-cards';
import { ListTransactions } from '../../../application/payments/list-transactions';
import { ExportMyData } from '../../../application/play/export-my-data';
import { ListPlayerWins } from '../../../application/play/list-player-wins';
import type { PasswordHasher } from '../../../application/shared/ports/password-hasher';
import { Argon2PasswordHasher } from '../../security/argon2-password-hasher';
import { CryptoSessionTokens } from '../../security/crypto-session-tokens';
import { HmacEmailKeys } from '../../security/hmac-email-keys';
import { MAIL_TOKENS } from '../mail/tokens';
import { injected, port, SHARED_TOKENS, store } from '../shared/tokens';
import { ACCOUNTS_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow, settings } = SHARED_TOKENS;
const { hasher, sessionTokens: tokens } = ACCOUNTS_TOKENS;
const [sessions, attempts] = [port('sessions'), port('loginAttempts')];
const { links } = MAIL_TOKENS;
const users = store('users');
const classes = {
  registerPlayer: injected(RegisterPlayer, users, hasher, clock, settings, uow, ErasedIdentity),
  logIn: injected(LogIn, users, uow, hasher, tokens, clock, attempts, settings, logger),
  logOut: injected(LogOut, sessions, tokens),
  authenticate: injected(Authenticate, sessions, tokens, clock),
  getSignUpRules: injected(GetSignUpRules, settings),
  changePassword: injected(ChangePassword, users, uow, sessions, hasher, clock),
  updateProfile: injected(UpdateProfile, users),
  getPreferences: injected(GetPreferences, repos),
  savePreferences: injected(SavePreferences, uow, clock, tokens, links),
  exportMyData: injected(
    ExportMyData,
    users,
    GetPreferences,
    ListCards,
    ListTransactions,
    ListPlayerWins,
    clock,
  ),
  requestPasswordReset: injected(RequestPasswordReset, uow, tokens, links, attempts, clock),
  resetPassword: injected(ResetPassword, uow, sessions, tokens, hasher, clock),
};

export const accountsUseCases = { ...classes, deleteAccount: DeleteAccount };

/** A test may swap the hasher for a cheap one. */
export interface AccountsOverrides {
  hasher?: PasswordHasher;
}

/** The player's account; deletion runs every AccountErasureHook other features bind (payments'). */
export const accountsModule = (dataKey: Buffer, overrides: AccountsOverrides) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(classes) as Newable[]) bind(useCase).toSelf();
    bind(hasher).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(tokens).toConstantValue(new CryptoSessionTokens());
    bind(ErasedIdentity).toConstantValue(new ErasedIdentity(new HmacEmailKeys(dataKey)));
    const hooks = {
      serviceIdentifier: ACCOUNTS_TOKENS.accountErasureHooks,
      isMultiple: true,
      optional: true,
    } as const;
    bind(DeleteAccount).toResolvedValue(
      (u, s, all: AccountErasureHook[] | undefined, now, erased) =>
        new DeleteAccount(u, s, all ?? [], now, erased),
      [uow, sessions, hooks, clock, ErasedIdentity],
    );
  });
