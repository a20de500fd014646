import type {
  AdminSession,
  AdminSessionStore,
  ResumedAdminSession,
} from '../../../application/admin/ports/admin-session-store';
import type { Queryable } from '../queryable';
import { type AdministratorRow, toAdministrator } from './postgres-admin-repository';

/** The administrator's columns as the repository reads them (all null without one), and the session's. */
type ResumedRow = (AdministratorRow | { [K in keyof AdministratorRow]: null }) & {
  session_token_hash: string;
  session_admin_id: number;
  session_created_at: Date;
  session_last_seen_at: Date;
};

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
  async resume(tokenHash: string, now: Date, idleCutoff: Date): Promise<ResumedAdminSession | null> {
    const [row] = await this.sql<ResumedRow[]>`
      WITH live AS (
        SELECT * FROM admin_sessions WHERE token_hash = ${tokenHash} AND last_seen_at > ${idleCutoff}
      ), touched AS (
        UPDATE admin_sessions s SET last_seen_at = GREATEST(s.last_seen_at, ${now})
        FROM live
        WHERE s.token_hash = live.token_hash
          AND live.last_seen_at < ${now}::timestamptz - ${TOUCH_EVERY_SECONDS} * interval '1 second'
        RETURNING s.token_hash)
      SELECT a.*, live.token_hash AS session_token_hash, live.admin_id AS session_admin_id,
        live.created_at AS session_created_at, GREATEST(live.last_seen_at, ${now}) AS session_last_seen_at
      FROM live LEFT JOIN administrators AS a ON a.id = live.admin_id`;
    if (!row) return null;
    const session = {
      tokenHash: row.session_token_hash,
      adminId: row.session_admin_id,
      createdAt: row.session_created_at,
      lastSeenAt: row.session_last_seen_at,
    };
    return { session, admin: row.id === null ? null : toAdministrator(row) };
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
