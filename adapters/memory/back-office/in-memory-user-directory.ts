import type { UserDirectory } from '../../../application/back-office/ports/user-directory';
import { canonicalEmail } from '../../../domain/accounts/canonical-email';
import {
  compareDirectoryUsers,
  type DirectoryQuery,
  type DirectorySelection,
  type DirectoryStats,
  type DirectoryUser,
  matchesDirectoryQuery,
  type SharedMailbox,
} from '../../../domain/back-office/user-directory';
import type { InMemoryStore } from '../in-memory-store';

/** The directory over the in-memory store, ordered and filtered as the SQL does. */
export class InMemoryUserDirectory implements UserDirectory {
  constructor(private readonly store: InMemoryStore) {}

  async list(q: DirectoryQuery): Promise<{ users: DirectoryUser[]; total: number }> {
    const matching = this.selected(q);
    const start = (q.page - 1) * q.pageSize;
    return { users: matching.slice(start, start + q.pageSize), total: matching.length };
  }

  async stats(newSince: Date): Promise<DirectoryStats> {
    const live = this.live();
    return {
      totalUsers: live.length,
      verifiedUsers: live.filter((u) => u.cardOnFile).length,
      activeUsers: live.filter((u) => u.status === 'active').length,
      newToday: live.filter((u) => u.createdAt > newSince).length,
    };
  }

  async sharedMailboxes(limit: number): Promise<{ mailboxes: SharedMailbox[]; total: number }> {
    const byMailbox = new Map<string, DirectoryUser[]>();
    for (const user of this.live().sort((a, b) => a.id - b.id)) {
      const key = canonicalEmail(user.email);
      byMailbox.set(key, [...(byMailbox.get(key) ?? []), user]);
    }
    const shared = [...byMailbox]
      .filter(([, users]) => users.length > 1)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, users]) => ({
        canonicalEmail: key,
        accounts: users.map(({ id, firstName, lastName, email, status, createdAt }) => ({
          id,
          firstName,
          lastName,
          email,
          status,
          createdAt,
        })),
      }));
    return { mailboxes: shared.slice(0, limit), total: shared.length };
  }

  async *exportAll(selection: DirectorySelection, batchSize: number): AsyncIterable<DirectoryUser[]> {
    const matching = this.selected(selection);
    for (let i = 0; i < matching.length; i += batchSize) yield matching.slice(i, i + batchSize);
  }

  private selected(q: DirectorySelection): DirectoryUser[] {
    const sign = q.direction === 'asc' ? 1 : -1;
    return this.live()
      .filter((u) => matchesDirectoryQuery(u, q))
      .sort((a, b) => sign * compareDirectoryUsers(q.sort, a, b));
  }

  private live(): DirectoryUser[] {
    const cards = [...this.store.paymentCards.values()].filter((c) => c.disabledAt === null);
    return [...this.store.users.values()]
      .filter((u) => !this.store.erasedUsers.has(u.id))
      .map((u) => ({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        state: u.state,
        status: u.status,
        role: u.role,
        squareCustomerId: this.store.paymentCustomers.get(u.id) ?? null,
        cardOnFile: cards.some((c) => c.userId === u.id),
        createdAt: u.createdAt,
      }));
  }
}
