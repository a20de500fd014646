import type { UserDirectory } from '../../../application/back-office/ports/user-directory';
import {
  compareDirectoryUsers,
  type DirectoryQuery,
  type DirectorySelection,
  type DirectoryStats,
  type DirectoryUser,
  matchesDirectoryQuery,
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
