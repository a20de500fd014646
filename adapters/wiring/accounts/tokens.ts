import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import type { LoginAttempts } from '../../../application/accounts/ports/login-attempts';
import type { PasswordHasher } from '../../../application/accounts/ports/password-hasher';
import type { SessionStore } from '../../../application/accounts/ports/session-store';
import type { SessionTokens } from '../../../application/accounts/ports/session-tokens';
import { token } from '../shared/tokens';

export const ACCOUNTS_TOKENS = {
  hasher: token<PasswordHasher>('PasswordHasher'),
  sessionTokens: token<SessionTokens>('SessionTokens'),
  sessions: token<SessionStore>('SessionStore'),
  loginAttempts: token<LoginAttempts>('LoginAttempts'),
  /** Steps other features add to account deletion: bind as many as needed (multi-binding). */
  accountErasureHooks: token<AccountErasureHook>('AccountErasureHook'),
} as const;
