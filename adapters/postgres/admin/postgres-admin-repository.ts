import type { AdminRepository, StoredAdministrator } from '../../../application/admin/ports/admin-repository';
import type { AdminProfile } from '../../../domain/admin/admin-profile';
import type { NewAdministrator } from '../../../domain/admin/administrator';
import { isUniqueViolation, type Queryable } from '../queryable';

export interface AdministratorRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
}

export const toAdministrator = (row: AdministratorRow): StoredAdministrator => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
});

export class PostgresAdminRepository implements AdminRepository {
  constructor(private readonly sql: Queryable) {}

  async findByEmail(email: string): Promise<StoredAdministrator | null> {
    const [row] = await this.sql<AdministratorRow[]>`
      SELECT * FROM administrators WHERE lower(email) = lower(${email})`;
    return row ? toAdministrator(row) : null;
  }

  async findById(id: number): Promise<StoredAdministrator | null> {
    const [row] = await this.sql<AdministratorRow[]>`SELECT * FROM administrators WHERE id = ${id}`;
    return row ? toAdministrator(row) : null;
  }

  async createIfAbsent(admin: NewAdministrator): Promise<StoredAdministrator> {
    await this.sql`
      INSERT INTO administrators (email, password_hash, first_name, last_name)
      VALUES (${admin.email}, ${admin.passwordHash}, ${admin.firstName}, ${admin.lastName})
      ON CONFLICT (lower(email)) DO NOTHING`;
    const stored = await this.findByEmail(admin.email);
    if (!stored) throw new Error(`administrator ${admin.email} was neither created nor found`);
    return stored;
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.sql`
      UPDATE administrators SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`;
  }

  /** The unique index on lower(email) decides between two racing changes. */
  async updateProfile(
    id: number,
    profile: AdminProfile,
  ): Promise<StoredAdministrator | 'email-taken' | null> {
    try {
      const [row] = await this.sql<AdministratorRow[]>`
        UPDATE administrators
        SET email = ${profile.email}, first_name = ${profile.firstName}, last_name = ${profile.lastName},
            updated_at = now()
        WHERE id = ${id}
        RETURNING *`;
      return row ? toAdministrator(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  }
}
