import type { StoredUser, UserRepository } from '../../../application/accounts/ports/user-repository';
import type { AccountFields } from '../../../domain/accounts/account-edit';
import { canonicalEmail } from '../../../domain/accounts/canonical-email';
import type { Profile } from '../../../domain/accounts/profile';
import type { NewUser, User } from '../../../domain/accounts/user';
import type { Queryable } from '../queryable';

export interface UserRow {
  id: number;
  email: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  state: string | null;
  opt_out_publicity: boolean;
  accepted_terms_at: Date | null;
  status: User['status'];
  role: User['role'];
  created_at: Date;
}

export class PostgresUserRepository implements UserRepository {
  constructor(private readonly sql: Queryable) {}

  async create(user: NewUser): Promise<User | null> {
    // ON CONFLICT covers the mailbox's unique key (users_email_canonical_key), also against a concurrent sign-up.
    const rows = await this.sql<UserRow[]>`
      INSERT INTO users (email, email_canonical, password_hash, first_name, last_name, phone, state,
                         opt_out_publicity, accepted_terms_at, created_at)
      VALUES (${user.email}, ${canonicalEmail(user.email)}, ${user.passwordHash}, ${user.firstName},
              ${user.lastName}, ${user.phone},
              ${user.state}, ${user.optOutPublicity}, ${user.acceptedTermsAt},
              coalesce(${user.createdAt ?? null}::timestamptz, now()))
      ON CONFLICT DO NOTHING
      RETURNING *`;
    const row = rows[0];
    if (!row) return null;
    const { passwordHash: _, ...created } = toStoredUser(row);
    return created;
  }

  async findById(id: number): Promise<StoredUser | null> {
    const rows = await this.sql<UserRow[]>`SELECT * FROM users WHERE id = ${id} AND deleted_at IS NULL`;
    return rows[0] ? toStoredUser(rows[0]) : null;
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    // A mailbox shared before the rule (email_duplicate_rank) answers the account of this very spelling first.
    const rows = await this.sql<UserRow[]>`
      SELECT * FROM users WHERE email_canonical = ${canonicalEmail(email)} AND deleted_at IS NULL
      ORDER BY lower(email) = lower(${email.trim()}) DESC, email_duplicate_rank LIMIT 1`;
    return rows[0] ? toStoredUser(rows[0]) : null;
  }

  async updateProfile(id: number, p: Profile): Promise<User | null> {
    const rows = await this.sql<UserRow[]>`
      UPDATE users SET first_name = ${p.firstName}, last_name = ${p.lastName}, phone = ${p.phone},
                       state = ${p.state}
      WHERE id = ${id} AND deleted_at IS NULL
      RETURNING *`;
    if (!rows[0]) return null;
    const { passwordHash: _, ...user } = toStoredUser(rows[0]);
    return user;
  }

  async updateAccount(id: number, a: AccountFields): Promise<User | null> {
    const rows = await this.sql<UserRow[]>`
      UPDATE users SET first_name = ${a.firstName}, last_name = ${a.lastName}, phone = ${a.phone},
                       state = ${a.state}, status = ${a.status}, role = ${a.role}
      WHERE id = ${id} AND deleted_at IS NULL
      RETURNING *`;
    if (!rows[0]) return null;
    const { passwordHash: _, ...user } = toStoredUser(rows[0]);
    return user;
  }

  async setOptOutPublicity(id: number, optOut: boolean): Promise<boolean> {
    const rows = await this.sql`
      UPDATE users SET opt_out_publicity = ${optOut} WHERE id = ${id} AND deleted_at IS NULL RETURNING id`;
    return rows.length > 0;
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<boolean> {
    const rows = await this.sql`
      UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id} AND deleted_at IS NULL RETURNING id`;
    return rows.length > 0;
  }

  /** Erased in place: the row and its id stay for the claims and winners that point at it. */
  async erase(id: number, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE users SET email = NULL, email_canonical = NULL, email_duplicate_rank = 0, password_hash = NULL,
                       first_name = NULL, last_name = NULL, phone = NULL, state = NULL, opt_out_publicity = false, accepted_terms_at = NULL,
                       deleted_at = ${at}
      WHERE id = ${id} AND deleted_at IS NULL
      RETURNING id`;
    return rows.length > 0;
  }
}

export function toStoredUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email ?? '',
    passwordHash: row.password_hash ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone,
    state: row.state,
    optOutPublicity: row.opt_out_publicity,
    acceptedTermsAt: row.accepted_terms_at,
    status: row.status,
    role: row.role,
    createdAt: row.created_at,
  };
}
