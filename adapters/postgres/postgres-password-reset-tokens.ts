import type { PasswordResetToken, PasswordResetTokens } from '../../application/ports/password-reset-tokens';
import type { Queryable } from './queryable';

export class PostgresPasswordResetTokens implements PasswordResetTokens {
  constructor(private readonly sql: Queryable) {}

  async create(t: PasswordResetToken): Promise<void> {
    await this.sql`
      INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
      VALUES (${t.tokenHash}, ${t.userId}, ${t.createdAt}, ${t.expiresAt})`;
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    // One conditional update: of two parallel uses, the second finds used_at set and changes nothing.
    const [row] = await this.sql<{ user_id: number }[]>`
      UPDATE password_reset_tokens SET used_at = ${now}
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
      RETURNING user_id`;
    return row ? Number(row.user_id) : null;
  }

  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.sql`
      SELECT 1 FROM password_reset_tokens
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}`;
    return rows.length > 0;
  }
}
