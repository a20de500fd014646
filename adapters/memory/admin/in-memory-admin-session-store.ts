import type {
  AdminSession,
  AdminSessionStore,
  ResumedAdminSession,
} from '../../../application/admin/ports/admin-session-store';
import type { InMemoryAdminRepository } from './in-memory-admin-repository';

/** Each call runs without awaiting, so it is atomic like the single statements of the SQL adapter. */
export class InMemoryAdminSessionStore implements AdminSessionStore {
  private readonly sessions = new Map<string, AdminSession>();

  constructor(private readonly admins: InMemoryAdminRepository) {}

  async create(session: AdminSession): Promise<void> {
    if (this.sessions.has(session.tokenHash)) throw new Error('Session token hash already exists');
    if (!this.admins.has(session.adminId)) throw new Error(`Unknown administrator ${session.adminId}`);
    this.sessions.set(session.tokenHash, { ...session });
  }

  async resume(tokenHash: string, now: Date, idleCutoff: Date): Promise<ResumedAdminSession | null> {
    const session = this.sessions.get(tokenHash);
    if (!session || session.lastSeenAt <= idleCutoff) return null;
    const lastSeenAt = now > session.lastSeenAt ? now : session.lastSeenAt;
    const resumed = { ...session, lastSeenAt };
    this.sessions.set(tokenHash, resumed);
    return { session: { ...resumed }, admin: this.admins.stored(session.adminId) };
  }

  async revoke(tokenHash: string): Promise<void> {
    this.sessions.delete(tokenHash);
  }

  async revokeAllFor(adminId: number): Promise<void> {
    for (const [hash, session] of this.sessions) if (session.adminId === adminId) this.sessions.delete(hash);
  }

  async revokeIdle(idleCutoff: Date): Promise<void> {
    for (const [hash, session] of this.sessions) {
      if (session.lastSeenAt <= idleCutoff) this.sessions.delete(hash);
    }
  }
}
