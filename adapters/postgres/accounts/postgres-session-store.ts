import type { Session, SessionStore } from '../../../application/accounts/ports/session-store';
import type { StoredUser } from '../../../application/accounts/ports/user-repository';
import type { Queryable } from '../queryable';
import { toStoredUser, type UserRow } from './postgres-user-repository';

interface SessionRow {
  token_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
}

interface SessionColumns {
  session_token_hash: string;
  session_user_id: number;
  session_created_at: Date;
  session_expires_at: Date;
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

  async findWithUser(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: Session; user: StoredUser | null } | null> {
    // The account's columns as findById reads them, beside the session's under names of their own.
    const [row] = await this.sql<(UserRow & SessionColumns)[]>`
      SELECT account.*, s.token_hash AS session_token_hash, s.user_id AS session_user_id,
        s.created_at AS session_created_at, s.expires_at AS session_expires_at
      FROM player_sessions AS s
      LEFT JOIN users AS account ON account.id = s.user_id AND account.deleted_at IS NULL
      WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now}`;
    if (!row) return null;
    const session = {
      tokenHash: row.session_token_hash,
      userId: row.session_user_id,
      createdAt: row.session_created_at,
      expiresAt: row.session_expires_at,
    };
    return { session, user: row.id === null ? null : toStoredUser(row) };
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
