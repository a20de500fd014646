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
  /** Sliding expiry: push expiresAt forward. */
  extend(tokenHash: string, expiresAt: Date): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  /** Revoke every session of the user, except the one given (if any). */
  revokeAllForUser(userId: number, exceptTokenHash?: string): Promise<void>;
}
