import type { StoredAdministrator } from './admin-repository';

export interface AdminSession {
  tokenHash: string;
  adminId: number;
  createdAt: Date;
  /** The last request made with it: the idle timeout counts from here. */
  lastSeenAt: Date;
}

/** A resumed session with its administrator as stored (null once the account is gone). */
export interface ResumedAdminSession {
  session: AdminSession;
  admin: StoredAdministrator | null;
}

/** Administrator sessions (not the players'). Only the SHA-256 of a token is ever stored. */
export interface AdminSessionStore {
  create(session: AdminSession): Promise<void>;
  /**
   * The session, if it was seen after `idleCutoff`, with its lastSeenAt moved to `now` (never
   * backwards) in the same step, and its administrator: one statement per request, so the idle
   * timeout slides.
   */
  resume(tokenHash: string, now: Date, idleCutoff: Date): Promise<ResumedAdminSession | null>;
  revoke(tokenHash: string): Promise<void>;
  /** Revokes every session of the administrator (a new password). */
  revokeAllFor(adminId: number): Promise<void>;
  /** Forgets sessions last seen at or before the cutoff: they can never be resumed. */
  revokeIdle(idleCutoff: Date): Promise<void>;
}
