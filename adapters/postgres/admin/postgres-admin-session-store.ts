import type { AdminSession, AdminSessionStore } from '../../../application/admin/ports/admin-session-store';
import type { Queryable } from '../queryable';

interface AdminSessionRow {
  token_hash: string;
  admin_id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** How far behind a session's stored last sight may be before a request writes it again. */
const TOUCH_EVERY_SECONDS = 1;

export class PostgresAdminSessionStore implements AdminSessionStore {
  constructor(private readonly sql: Queryable) {}

  async create(session: AdminSession): Promise<void> {
    await this.sql`
      INSERT INTO admin_sessions (token_hash, admin_id, created_at, last_seen_at)
      VALUES (${session.tokenHash}, ${session.adminId}, ${session.createdAt}, ${session.lastSeenAt})`;
  }

  /**
   * The session as of `now`. Its stored last sight is written only when it is a second or more
   * behind: an operator's page fires several requests at once, and each writing (and committing) the
   * same row made them queue behind one another. Idle timeouts are minutes; a second does not count.
   */
  async resume(tokenHash: string, now: Date, idleCutoff: Date): Promise<AdminSession | null> {
    const [row] = await this.sql<AdminSessionRow[]>`
      WITH live AS (
        SELECT * FROM admin_sessions WHERE token_hash = ${tokenHash} AND last_seen_at > ${idleCutoff}
      ), touched AS (
        UPDATE admin_sessions s SET last_seen_at = GREATEST(s.last_seen_at, ${now})
        FROM live
        WHERE s.token_hash = live.token_hash
          AND live.last_seen_at < ${now}::timestamptz - ${TOUCH_EVERY_SECONDS} * interval '1 second'
        RETURNING s.token_hash)
      SELECT token_hash, admin_id, created_at, GREATEST(last_seen_at, ${now}) AS last_seen_at FROM live`;
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      adminId: row.admin_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.sql`DELETE FROM admin_sessions WHERE token_hash = ${tokenHash}`;
  }

  async revokeAllFor(adminId: number): Promise<void> {
    await this.sql`DELETE FROM admin_sessions WHERE admin_id = ${adminId}`;
  }

  async revokeIdle(idleCutoff: Date): Promise<void> {
    await this.sql`DELETE FROM admin_sessions WHERE last_seen_at <= ${idleCutoff}`;
  }
}
