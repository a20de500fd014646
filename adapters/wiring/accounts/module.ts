import { ContainerModule } from 'inversify';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import { ACCOUNT_ERASURE_HOOKS } from '../../../application/accounts/tokens';
import type { PasswordHasher } from '../../../application/shared/ports/password-hasher';
import { PASSWORD_HASHER, SESSION_TOKENS } from '../../../application/shared/tokens';
import { Argon2PasswordHasher } from '../../security/argon2-password-hasher';
import { CryptoSessionTokens } from '../../security/crypto-session-tokens';
import { HmacEmailKeys } from '../../security/hmac-email-keys';
import { port, SHARED_TOKENS } from '../shared/tokens';

/** A test may swap the hasher for a cheap one. */
export interface AccountsOverrides {
  hasher?: PasswordHasher;
}

/** The player's account; deletion runs every AccountErasureHook other features bind (payments'). */
export const accountsModule = (dataKey: Buffer, overrides: AccountsOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(PASSWORD_HASHER).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(SESSION_TOKENS).toConstantValue(new CryptoSessionTokens());
    bind(ErasedIdentity).toConstantValue(new ErasedIdentity(new HmacEmailKeys(dataKey)));
    const hooks = { serviceIdentifier: ACCOUNT_ERASURE_HOOKS, isMultiple: true, optional: true } as const;
    bind(DeleteAccount).toResolvedValue(
      (u, s, all: AccountErasureHook[] | undefined, now, erased) =>
        new DeleteAccount(u, s, all ?? [], now, erased),
      [SHARED_TOKENS.unitOfWork, port('sessions'), hooks, SHARED_TOKENS.clock, ErasedIdentity],
    );
  });
