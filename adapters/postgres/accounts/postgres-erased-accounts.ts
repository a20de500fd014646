import type { ErasedAccount, ErasedAccounts } from '../../../application/accounts/ports/erased-accounts';
import type { Queryable } from '../queryable';

export class PostgresErasedAccounts implements ErasedAccounts {
  constructor(private readonly sql: Queryable) {}

  async remember(a: ErasedAccount): Promise<void> {
    await this.sql`
      INSERT INTO erased_accounts (user_id, email_key, excluded_until, erased_at)
      VALUES (${a.userId}, ${a.emailKey}, ${a.excludedUntil}, ${a.erasedAt})`;
  }

  async latestBreakEnd(emailKeys: readonly string[]): Promise<Date | null> {
    const [row] = await this.sql<{ until: Date | null }[]>`
      SELECT max(excluded_until) AS until FROM erased_accounts
      WHERE email_key = ANY (${[...emailKeys]}::text[])`;
    return row?.until ?? null;
  }

  async tookFreeEntry(emailKeys: readonly string[], gameId: number): Promise<boolean> {
    // claims_one_free_entry_key (game_id, user_id) answers each erased account's probe.
    const [row] = await this.sql<{ took: boolean }[]>`
      SELECT EXISTS (
        SELECT 1 FROM erased_accounts e
        JOIN claims c ON c.game_id = ${gameId} AND c.user_id = e.user_id AND c.kind = 'free'
        WHERE e.email_key = ANY (${[...emailKeys]}::text[])
      ) AS took`;
    return row?.took ?? false;
  }
}
