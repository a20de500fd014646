import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { Authenticate } from '../../../application/accounts/authenticate';
import { ChangePassword } from '../../../application/accounts/change-password';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import { GetPreferences } from '../../../application/accounts/get-preferences';
import { GetSignUpRules } from '../../../application/accounts/get-sign-up-rules';
import { LogIn } from '../../../application/accounts/log-in';
import { LogOut } from '../../../application/accounts/log-out';
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
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { SHARED_TOKENS } from '../shared/tokens';
import { ACCOUNTS_TOKENS } from './tokens';

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
    const users = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories).users;
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const hasher = (ctx: ResolutionContext) => ctx.get(ACCOUNTS_TOKENS.hasher);
    const tokens = (ctx: ResolutionContext) => ctx.get(ACCOUNTS_TOKENS.sessionTokens);
    const sessions = (ctx: ResolutionContext) => ctx.get(ACCOUNTS_TOKENS.sessions);
    const settings = (ctx: ResolutionContext) => ctx.get(SETTINGS_TOKENS.settings);
    bind(ACCOUNTS_TOKENS.hasher).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(ACCOUNTS_TOKENS.sessionTokens).toConstantValue(new CryptoSessionTokens());
    bind(ACCOUNTS_TOKENS.sessions).toConstantValue(persistence.sessions);
    bind(ACCOUNTS_TOKENS.loginAttempts).toConstantValue(persistence.loginAttempts);
    bind(ErasedIdentity).toConstantValue(new ErasedIdentity(new HmacEmailKeys(dataKey)));
    bind(RegisterPlayer).toDynamicValue(
      (ctx) =>
        new RegisterPlayer(
          users(ctx),
          hasher(ctx),
          clock(ctx),
          settings(ctx),
          uow(ctx),
          ctx.get(ErasedIdentity),
        ),
    );
    bind(LogIn).toDynamicValue(
      (ctx) =>
        new LogIn(
          users(ctx),
          uow(ctx),
          hasher(ctx),
          tokens(ctx),
          clock(ctx),
          ctx.get(ACCOUNTS_TOKENS.loginAttempts),
          settings(ctx),
          ctx.get(SHARED_TOKENS.logger),
        ),
    );
    bind(LogOut).toDynamicValue((ctx) => new LogOut(sessions(ctx), tokens(ctx)));
    bind(Authenticate).toDynamicValue((ctx) => new Authenticate(sessions(ctx), tokens(ctx), clock(ctx)));
    bind(GetSignUpRules).toDynamicValue((ctx) => new GetSignUpRules(settings(ctx)));
    bind(ChangePassword).toDynamicValue(
      (ctx) => new ChangePassword(users(ctx), uow(ctx), sessions(ctx), hasher(ctx), clock(ctx)),
    );
    bind(DeleteAccount).toDynamicValue(
      (ctx) =>
        new DeleteAccount(
          uow(ctx),
          sessions(ctx),
          ctx.getAll(ACCOUNTS_TOKENS.accountErasureHooks, { optional: true }),
          clock(ctx),
          ctx.get(ErasedIdentity),
        ),
    );
    bind(UpdateProfile).toDynamicValue((ctx) => new UpdateProfile(users(ctx)));
    bind(GetPreferences).toDynamicValue((ctx) => new GetPreferences(ctx.get(SHARED_TOKENS.repositories)));
    bind(SavePreferences).toDynamicValue(
      (ctx) => new SavePreferences(uow(ctx), clock(ctx), tokens(ctx), ctx.get(MAIL_TOKENS.links)),
    );
    bind(ExportMyData).toDynamicValue(
      (ctx) =>
        new ExportMyData(
          users(ctx),
          ctx.get(GetPreferences),
          ctx.get(ListCards),
          ctx.get(ListTransactions),
          ctx.get(ListPlayerWins),
          clock(ctx),
        ),
    );
    bind(RequestPasswordReset).toDynamicValue(
      (ctx) =>
        new RequestPasswordReset(
          uow(ctx),
          tokens(ctx),
          ctx.get(MAIL_TOKENS.links),
          ctx.get(ACCOUNTS_TOKENS.loginAttempts),
          clock(ctx),
        ),
    );
    bind(ResetPassword).toDynamicValue(
      (ctx) => new ResetPassword(uow(ctx), sessions(ctx), tokens(ctx), hasher(ctx), clock(ctx)),
    );
  });

/** The accounts feature's slice of UseCases. */
export const accountsUseCases = (container: Container) => ({
  registerPlayer: container.get(RegisterPlayer),
  logIn: container.get(LogIn),
  logOut: container.get(LogOut),
  authenticate: container.get(Authenticate),
  getSignUpRules: container.get(GetSignUpRules),
  changePassword: container.get(ChangePassword),
  deleteAccount: container.get(DeleteAccount),
  updateProfile: container.get(UpdateProfile),
  getPreferences: container.get(GetPreferences),
  savePreferences: container.get(SavePreferences),
  exportMyData: container.get(ExportMyData),
  requestPasswordReset: container.get(RequestPasswordReset),
  resetPassword: container.get(ResetPassword),
});

export type AccountsUseCases = ReturnType<typeof accountsUseCases>;
