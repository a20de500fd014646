import { token } from '../shared/tokens';
import type { AccountErasureHook } from './ports/account-erasure-hook';

/** Steps other features add to account deletion: bind as many as needed (multi-binding). */
export const ACCOUNT_ERASURE_HOOKS = token<AccountErasureHook>('AccountErasureHook');
