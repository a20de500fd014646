import type { AdminSession, AdminSessionStore } from '../../../application/admin/ports/admin-session-store';
import type { Queryable } from '../queryable';

interface AdminSessionRow {
  token_hash: string;
  admin_id: number;
  created_at: Date;
  last_seen_at: Date;
}

export class PostgresAdminSessionStore implements AdminSessionStore {
  constructor(private readonly sql: Queryable) {}

  async create(session: AdminSession): Promise<void> {
    await this.sql`
      INSERT INTO admin_sessions (token_hash, admin_id, created_at, last_seen_at)
      VALUES (${session.tokenHash}, ${session.adminId}, ${session.createdAt}, ${session.lastSeenAt})`;
  }

  async resume(tokenHash: string, now: Date, idleCutoff: Date): Promise<AdminSession | null> {
    const [row] = await this.sql<AdminSessionRow[]>`
      UPDATE admin_sessions SET last_seen_at = GREATEST(last_seen_at, ${now})
      WHERE token_hash = ${tokenHash} AND last_seen_at > ${idleCutoff}
      RETURNING *`;
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
