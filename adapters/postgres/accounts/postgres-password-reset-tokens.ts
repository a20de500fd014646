import type {
  PasswordResetToken,
  PasswordResetTokens,
} from '../../../application/accounts/ports/password-reset-tokens';
import type { Queryable } from '../queryable';

export class PostgresPasswordResetTokens implements PasswordResetTokens {
  constructor(private readonly sql: Queryable) {}

  async create(t: PasswordResetToken): Promise<void> {
    await this.sql`
      INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
      VALUES (${t.tokenHash}, ${t.userId}, ${t.createdAt}, ${t.expiresAt})`;
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    // The player's row is locked first, as a password change locks it: parallel uses of two links of
    // one player take turns (no deadlock on each other's tokens), and the later one sees the links
    // the earlier voided.
    await this.sql`
      SELECT u.id FROM users u JOIN password_reset_tokens t ON t.user_id = u.id
      WHERE t.token_hash = ${tokenHash}
      FOR NO KEY UPDATE OF u`;
    // One conditional update: of two parallel uses, the second finds used_at set and changes nothing.
    const [row] = await this.sql<{ user_id: number }[]>`
      UPDATE password_reset_tokens SET used_at = ${now}
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
      RETURNING user_id`;
    return row ? Number(row.user_id) : null;
  }

  async voidAllForUser(userId: number, now: Date): Promise<void> {
    await this.sql`
      UPDATE password_reset_tokens SET used_at = ${now} WHERE user_id = ${userId} AND used_at IS NULL`;
  }

  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.sql`
      SELECT 1 FROM password_reset_tokens
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}`;
    return rows.length > 0;
  }
}
