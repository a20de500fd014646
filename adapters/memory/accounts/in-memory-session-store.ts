import type { Session, SessionStore } from '../../../application/accounts/ports/session-store';
import type { StoredUser } from '../../../application/accounts/ports/user-repository';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemorySessionStore implements SessionStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async create(session: Session): Promise<void> {
    if (this.store.sessions.has(session.tokenHash)) throw new Error('Session token hash already exists');
    if (!this.store.users.has(session.userId)) throw new Error(`Unknown user ${session.userId}`);
    setEntry(this.store.sessions, session.tokenHash, { ...session }, this.changes);
  }

  async find(tokenHash: string, now: Date): Promise<Session | null> {
    const session = this.store.sessions.get(tokenHash);
    return session && session.expiresAt > now ? { ...session } : null;
  }

  async findWithUser(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: Session; user: StoredUser | null } | null> {
    const session = await this.find(tokenHash, now);
    if (!session) return null;
    // As the in-memory user repository's findById: an erased account is no account.
    const user = this.store.erasedUsers.has(session.userId)
      ? undefined
      : this.store.users.get(session.userId);
    return { session, user: user ? { ...user } : null };
  }

  async extend(tokenHash: string, expiresAt: Date): Promise<void> {
    const session = this.store.sessions.get(tokenHash);
    if (session) setEntry(this.store.sessions, tokenHash, { ...session, expiresAt }, this.changes);
  }

  async revoke(tokenHash: string): Promise<void> {
    deleteEntry(this.store.sessions, tokenHash, this.changes);
  }

  async revokeAllForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    for (const session of [...this.store.sessions.values()]) {
      if (session.userId === userId && session.tokenHash !== exceptTokenHash) {
        deleteEntry(this.store.sessions, session.tokenHash, this.changes);
      }
    }
  }
}
