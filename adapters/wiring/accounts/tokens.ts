import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import type { PasswordHasher } from '../../../application/shared/ports/password-hasher';
import type { SessionTokens } from '../../../application/shared/ports/session-tokens';
import { token } from '../shared/tokens';

export const ACCOUNTS_TOKENS = {
  hasher: token<PasswordHasher>('PasswordHasher'),
  sessionTokens: token<SessionTokens>('SessionTokens'),
  /** Steps other features add to account deletion: bind as many as needed (multi-binding). */
  accountErasureHooks: token<AccountErasureHook>('AccountErasureHook'),
} as const;
