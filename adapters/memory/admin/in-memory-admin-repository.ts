import type { AdminRepository, StoredAdministrator } from '../../../application/admin/ports/admin-repository';
import type { AdminProfile } from '../../../domain/admin/admin-profile';
import type { NewAdministrator } from '../../../domain/admin/administrator';

export class InMemoryAdminRepository implements AdminRepository {
  private readonly admins = new Map<number, StoredAdministrator>();
  private nextId = 1;

  async findByEmail(email: string): Promise<StoredAdministrator | null> {
    const found = this.withEmail(email);
    return found ? { ...found } : null;
  }

  async findById(id: number): Promise<StoredAdministrator | null> {
    return this.stored(id);
  }

  /** No await between the check and the write, so concurrent calls add one administrator. */
  async createIfAbsent(admin: NewAdministrator): Promise<StoredAdministrator> {
    const existing = this.withEmail(admin.email);
    if (existing) return { ...existing };
    const stored = { ...admin, id: this.nextId++ };
    this.admins.set(stored.id, stored);
    return { ...stored };
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    const admin = this.admins.get(id);
    if (admin) this.admins.set(id, { ...admin, passwordHash });
  }

  /** No await between the check and the write, so of two racing changes one gets 'email-taken'. */
  async updateProfile(
    id: number,
    profile: AdminProfile,
  ): Promise<StoredAdministrator | 'email-taken' | null> {
    const admin = this.admins.get(id);
    if (!admin) return null;
    const holder = this.withEmail(profile.email);
    if (holder && holder.id !== id) return 'email-taken';
    const updated = { ...admin, ...profile };
    this.admins.set(id, updated);
    return { ...updated };
  }

  private withEmail(email: string): StoredAdministrator | undefined {
    const wanted = email.toLowerCase();
    return [...this.admins.values()].find((admin) => admin.email.toLowerCase() === wanted);
  }

  /** Whether the account exists (sessions of unknown administrators are refused, like the foreign key). */
  has(id: number): boolean {
    return this.admins.has(id);
  }

  /** The stored administrator, read without awaiting (the session store's resume stays atomic). */
  stored(id: number): StoredAdministrator | null {
    const found = this.admins.get(id);
    return found ? { ...found } : null;
  }
}
