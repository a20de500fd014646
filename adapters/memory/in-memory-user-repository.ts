import type { StoredUser, UserRepository } from '../../application/ports/user-repository';
import type { NewUser, User } from '../../domain/user';
import { type Changes, type InMemoryStore, setEntry } from './in-memory-store';

export class InMemoryUserRepository implements UserRepository {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async create(user: NewUser): Promise<User | null> {
    if (this.findStored(user.email)) return null;
    const stored: StoredUser = {
      ...user,
      id: this.store.nextUserId++,
      status: 'active',
      createdAt: new Date(),
    };
    setEntry(this.store.users, stored.id, stored, this.changes);
    const { passwordHash: _, ...created } = stored;
    return created;
  }

  async findById(id: number): Promise<StoredUser | null> {
    const user = this.store.users.get(id);
    return user ? { ...user } : null;
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    const user = this.findStored(email);
    return user ? { ...user } : null;
  }

  private findStored(email: string): StoredUser | undefined {
    const wanted = email.toLowerCase();
    for (const user of this.store.users.values()) {
      if (user.email !== '' && user.email.toLowerCase() === wanted) return user;
    }
    return undefined;
  }
}
