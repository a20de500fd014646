import type { ErasedAccount, ErasedAccounts } from '../../../application/accounts/ports/erased-accounts';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryErasedAccounts implements ErasedAccounts {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async remember(account: ErasedAccount): Promise<void> {
    if (!this.store.users.has(account.userId)) throw new Error(`Unknown user ${account.userId}`);
    if (this.store.erasedAccounts.has(account.userId)) throw new Error('account already remembered');
    setEntry(this.store.erasedAccounts, account.userId, { ...account }, this.changes);
  }

  async latestBreakEnd(emailKeys: readonly string[]): Promise<Date | null> {
    let latest: Date | null = null;
    for (const a of this.underKeys(emailKeys)) {
      if (a.excludedUntil && (!latest || a.excludedUntil > latest)) latest = a.excludedUntil;
    }
    return latest;
  }

  async tookFreeEntry(emailKeys: readonly string[], gameId: number): Promise<boolean> {
    const ids = new Set(this.underKeys(emailKeys).map((a) => a.userId));
    return [...this.store.claims.values()].some(
      (c) => c.gameId === gameId && c.kind === 'free' && c.userId !== null && ids.has(c.userId),
    );
  }

  private underKeys(emailKeys: readonly string[]): ErasedAccount[] {
    return [...this.store.erasedAccounts.values()].filter((a) => emailKeys.includes(a.emailKey));
  }
}
