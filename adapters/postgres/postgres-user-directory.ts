import type { UserDirectory } from '../../application/ports/user-directory';
import type { DirectoryQuery, DirectoryStats, DirectoryUser } from '../../domain/user-directory';
import type { Queryable } from './queryable';

interface DirectoryRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  state: string | null;
  status: DirectoryUser['status'];
  role: DirectoryUser['role'];
  square_customer_id: string | null;
  card_on_file: boolean;
  created_at: Date;
}

/** `%needle%` for LIKE, its own wildcards escaped. */
const containing = (needle: string) => `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The directory on the users table. Every sort order has an index of migration 015 (byte order, so
 * every server sorts alike) and a page is an indexed LIMIT/OFFSET; a search is a scan of the live
 * accounts' names and e-mails, measured in the bench with 100,000 players.
 */
export class PostgresUserDirectory implements UserDirectory {
  constructor(private readonly sql: Queryable) {}

  async list(q: DirectoryQuery): Promise<{ users: DirectoryUser[]; total: number }> {
    const where = this.where(q);
    const [rows, [count]] = await Promise.all([
      this.sql<DirectoryRow[]>`
        ${this.select()} WHERE ${where} ORDER BY ${this.order(q)}
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      this.sql<{ total: number }[]>`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    ]);
    return { users: rows.map(toDirectoryUser), total: count?.total ?? 0 };
  }

  async stats(newSince: Date): Promise<DirectoryStats> {
    const [row] = await this.sql<DirectoryStats[]>`
      SELECT count(*)::int AS "totalUsers",
             (SELECT count(DISTINCT c.user_id)::int FROM payment_cards c JOIN users v ON v.id = c.user_id
              WHERE c.disabled_at IS NULL AND v.deleted_at IS NULL) AS "verifiedUsers",
             count(*) FILTER (WHERE u.status = 'active')::int AS "activeUsers",
             count(*) FILTER (WHERE u.created_at > ${newSince})::int AS "newToday"
      FROM users u WHERE u.deleted_at IS NULL`;
    return row ?? { totalUsers: 0, verifiedUsers: 0, activeUsers: 0, newToday: 0 };
  }

  /** A server-side cursor: postgres.js fetches `batchSize` rows at a time as the caller asks. */
  async *exportAll(batchSize: number): AsyncIterable<DirectoryUser[]> {
    const cursor = this.sql<DirectoryRow[]>`
      ${this.select()} WHERE u.deleted_at IS NULL ORDER BY u.id`.cursor(batchSize);
    for await (const rows of cursor) yield rows.map(toDirectoryUser);
  }

  private select() {
    return this.sql`
      SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.state, u.status, u.role, u.created_at,
             (SELECT gateway_customer_id FROM payment_customers pc WHERE pc.user_id = u.id)
               AS square_customer_id,
             ${this.hasCard()} AS card_on_file
      FROM users u`;
  }

  private hasCard() {
    return this.sql`EXISTS (SELECT 1 FROM payment_cards c WHERE c.user_id = u.id AND c.disabled_at IS NULL)`;
  }

  private where(q: DirectoryQuery) {
    const sql = this.sql;
    const needle = q.search.trim();
    const pattern = containing(needle);
    const search = needle
      ? sql`AND (lower(u.email) LIKE ${pattern} OR lower(u.first_name) LIKE ${pattern}
               OR lower(u.last_name) LIKE ${pattern}
               OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${pattern})`
      : sql``;
    const filter = {
      all: sql``,
      verified: sql`AND ${this.hasCard()}`,
      unverified: sql`AND NOT ${this.hasCard()}`,
      active: sql`AND u.status = 'active'`,
      inactive: sql`AND u.status <> 'active'`,
    }[q.filter];
    return sql`u.deleted_at IS NULL ${search} ${filter}`;
  }

  private order(q: DirectoryQuery) {
    const sql = this.sql;
    const dir = sql.unsafe(q.direction === 'asc' ? 'ASC' : 'DESC');
    switch (q.sort) {
      case 'name':
        return sql`lower(u.last_name) COLLATE "C" ${dir}, lower(u.first_name) COLLATE "C" ${dir}, u.id ${dir}`;
      case 'email':
        return sql`lower(u.email) COLLATE "C" ${dir}, u.id ${dir}`;
      case 'status':
        return sql`u.status COLLATE "C" ${dir}, u.id ${dir}`;
      default:
        return sql`u.created_at ${dir}, u.id ${dir}`;
    }
  }
}

function toDirectoryUser(row: DirectoryRow): DirectoryUser {
  return {
    id: row.id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    phone: row.phone,
    state: row.state,
    status: row.status,
    role: row.role,
    squareCustomerId: row.square_customer_id,
    cardOnFile: row.card_on_file,
    createdAt: row.created_at,
  };
}
