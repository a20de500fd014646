import type { UserDirectory } from '../../application/ports/user-directory';
import {
  compareDirectoryUsers,
  type DirectoryQuery,
  type DirectoryStats,
  type DirectoryUser,
  matchesDirectoryQuery,
} from '../../domain/user-directory';
import type { InMemoryStore } from './in-memory-store';

/** The directory over the in-memory store, ordered and filtered as the SQL does. */
export class InMemoryUserDirectory implements UserDirectory {
  constructor(private readonly store: InMemoryStore) {}

  async list(q: DirectoryQuery): Promise<{ users: DirectoryUser[]; total: number }> {
    const sign = q.direction === 'asc' ? 1 : -1;
    const matching = this.live()
      .filter((u) => matchesDirectoryQuery(u, q))
      .sort((a, b) => sign * compareDirectoryUsers(q.sort, a, b));
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

  async *exportAll(batchSize: number): AsyncIterable<DirectoryUser[]> {
    const live = this.live().sort((a, b) => a.id - b.id);
    for (let i = 0; i < live.length; i += batchSize) yield live.slice(i, i + batchSize);
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
