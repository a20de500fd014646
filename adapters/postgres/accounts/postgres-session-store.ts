import type { Session, SessionStore } from '../../../application/accounts/ports/session-store';
import type { Queryable } from '../queryable';

interface SessionRow {
  token_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
}

export class PostgresSessionStore implements SessionStore {
  constructor(private readonly sql: Queryable) {}

  async create(session: Session): Promise<void> {
    await this.sql`
      INSERT INTO player_sessions (token_hash, user_id, created_at, expires_at)
      VALUES (${session.tokenHash}, ${session.userId}, ${session.createdAt}, ${session.expiresAt})`;
  }

  async find(tokenHash: string, now: Date): Promise<Session | null> {
    const rows = await this.sql<SessionRow[]>`
      SELECT * FROM player_sessions WHERE token_hash = ${tokenHash} AND expires_at > ${now}`;
    const row = rows[0];
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      userId: row.user_id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
  }

  async extend(tokenHash: string, expiresAt: Date): Promise<void> {
    await this.sql`UPDATE player_sessions SET expires_at = ${expiresAt} WHERE token_hash = ${tokenHash}`;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.sql`DELETE FROM player_sessions WHERE token_hash = ${tokenHash}`;
  }

  async revokeAllForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    await this.sql`
      DELETE FROM player_sessions
      WHERE user_id = ${userId} AND token_hash IS DISTINCT FROM ${exceptTokenHash ?? null}`;
  }
}
