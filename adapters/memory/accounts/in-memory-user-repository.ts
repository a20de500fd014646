import type { StoredUser, UserRepository } from '../../../application/accounts/ports/user-repository';
import type { AccountFields } from '../../../domain/accounts/account-edit';
import { canonicalEmail } from '../../../domain/accounts/canonical-email';
import type { Profile } from '../../../domain/accounts/profile';
import type { NewUser, User } from '../../../domain/accounts/user';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

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
      role: 'regular',
      createdAt: user.createdAt ?? new Date(),
    };
    setEntry(this.store.users, stored.id, stored, this.changes);
    const { passwordHash: _, ...created } = stored;
    return created;
  }

  async findById(id: number): Promise<StoredUser | null> {
    const user = this.live(id);
    return user ? { ...user } : null;
  }

  async updateAccount(id: number, account: AccountFields): Promise<User | null> {
    const user = this.live(id);
    if (!user) return null;
    const { firstName, lastName, phone, state, status, role } = account;
    const updated: StoredUser = { ...user, firstName, lastName, phone, state, status, role };
    setEntry(this.store.users, id, updated, this.changes);
    const { passwordHash: _, ...rest } = updated;
    return rest;
  }

  async updateProfile(id: number, profile: Profile): Promise<User | null> {
    const user = this.live(id);
    if (!user) return null;
    const updated: StoredUser = { ...user, ...profile };
    setEntry(this.store.users, id, updated, this.changes);
    const { passwordHash: _, ...rest } = updated;
    return rest;
  }

  async setOptOutPublicity(id: number, optOut: boolean): Promise<boolean> {
    const user = this.live(id);
    if (user) setEntry(this.store.users, id, { ...user, optOutPublicity: optOut }, this.changes);
    return user !== undefined;
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<boolean> {
    const user = this.live(id);
    if (user) setEntry(this.store.users, id, { ...user, passwordHash }, this.changes);
    return user !== undefined;
  }

  /** Blanks the entry in place, like the UPDATE of PostgresUserRepository.erase. */
  async erase(id: number, _at: Date): Promise<boolean> {
    const user = this.live(id);
    if (!user) return false;
    const blank = { email: '', passwordHash: '', firstName: '', lastName: '', phone: null, state: null };
    const erased: StoredUser = { ...user, ...blank, optOutPublicity: false, acceptedTermsAt: null };
    setEntry(this.store.users, id, erased, this.changes);
    this.store.erasedUsers.add(id);
    this.changes?.record(() => this.store.erasedUsers.delete(id));
    return true;
  }

  private live(id: number): StoredUser | undefined {
    return this.store.erasedUsers.has(id) ? undefined : this.store.users.get(id);
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    const user = this.findStored(email);
    return user ? { ...user } : null;
  }

  /** The account of the mailbox (domain/accounts/canonical-email.ts), this very spelling first. */
  private findStored(email: string): StoredUser | undefined {
    const wanted = canonicalEmail(email);
    const same = [...this.store.users.values()].filter(
      (u) => !this.store.erasedUsers.has(u.id) && u.email !== '' && canonicalEmail(u.email) === wanted,
    );
    const typed = email.trim().toLowerCase();
    return same.find((u) => u.email.toLowerCase() === typed) ?? same[0];
  }
}
