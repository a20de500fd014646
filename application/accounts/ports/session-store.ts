import type { StoredUser } from './user-repository';

export interface Session {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Player sessions. Only the SHA-256 of a token is ever stored. */
export interface SessionStore {
  create(session: Session): Promise<void>;
  /** The live session for this hash (expiresAt after now), or null. */
  find(tokenHash: string, now: Date): Promise<Session | null>;
  /**
   * The live session for this hash and its account as UserRepository.findById reads it (null when
   * erased), in one read: what resolving a request's cookie needs.
   */
  findWithUser(tokenHash: string, now: Date): Promise<{ session: Session; user: StoredUser | null } | null>;
  /** Sliding expiry: push expiresAt forward. */
  extend(tokenHash: string, expiresAt: Date): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  /** Revoke every session of the user, except the one given (if any). */
  revokeAllForUser(userId: number, exceptTokenHash?: string): Promise<void>;
}
