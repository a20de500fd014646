import type { UserDirectory } from '../../../application/back-office/ports/user-directory';
import {
  type DirectoryQuery,
  type DirectorySelection,
  type DirectoryStats,
  type DirectoryUser,
  type SharedMailbox,
  searchedMailbox,
} from '../../../domain/back-office/user-directory';
import type { Queryable } from '../queryable';
import { containing } from '../shared/like-pattern';
import { ANCHOR_MIN_OFFSET, DirectoryAnchors, type PageAnchor } from './directory-anchors';
import { sharedMailboxes } from './postgres-shared-mailboxes';

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

interface Counts {
  total: number;
  active: number;
  verified: number;
}

/**
 * The directory on the users table (its users_directory_* indexes). A page's ids come from an index-only scan of
 * its sort order's index (the OFFSET skips index entries, never table rows, and at most half of
 * them: a deep page is read from the far end), then only that page's rows are read. Without a search, totals and tiles come from `user_directory_counts`, kept by
 * triggers; a search of 3 or more characters is answered by the trigram index.
 */
export class PostgresUserDirectory implements UserDirectory {
  private readonly anchors = new DirectoryAnchors();

  /** `anchorMinOffset`: the shallowest page read from a kept key (tests lower it). */
  constructor(
    private readonly sql: Queryable,
    private readonly anchorMinOffset = ANCHOR_MIN_OFFSET,
  ) {}

  async list(q: DirectoryQuery): Promise<{ users: DirectoryUser[]; total: number }> {
    const offset = (q.page - 1) * q.pageSize;
    if (q.search.trim()) return this.searched(q, offset);
    const { total, version, keysComplete } = await this.kept(q);
    if (offset >= total) return { users: [], total };
    // A page past the middle is read from the other end, so no OFFSET skips more than half; a deep
    // page near one this server has read starts from that page's key (directory-anchors.ts).
    const fromEnd = offset > total / 2;
    const anchored = keysComplete && offset >= this.anchorMinOffset;
    const anchor = anchored
      ? this.anchors.nearest(version, q, offset, fromEnd ? total - offset : offset)
      : null;
    const limit = fromEnd && !anchor ? Math.min(q.pageSize, total - offset) : q.pageSize;
    const scan = fromEnd && !anchor ? { ...q, direction: flip(q.direction) } : q;
    const skip = anchor ? offset - anchor.offset : fromEnd ? total - offset - limit : offset;
    const from = anchor ? this.sql`AND ${this.fromKey(q, anchor)}` : this.sql``;
    const rows = await this.sql<(DirectoryRow & { anchor_key: string[] })[]>`
      WITH page AS MATERIALIZED (
        SELECT u.id FROM users u WHERE ${this.where(q)} ${from} ORDER BY ${this.order(scan)}
        LIMIT ${limit} OFFSET ${skip})
      ${this.select(this.sql`, ${this.keyOf(q)} AS anchor_key`)} JOIN page ON page.id = u.id
      ORDER BY ${this.order(q)}`;
    const first = rows[0];
    if (anchored && first) this.anchors.keep(version, q, { offset, key: first.anchor_key, id: first.id });
    return { users: rows.map(toDirectoryUser), total };
  }

  /** A search: the page and the count of its matches in one statement (a count alone past the end). */
  private async searched(q: DirectoryQuery, offset: number) {
    const rows = await this.sql<(DirectoryRow & { total: number })[]>`
      WITH page AS MATERIALIZED (
        SELECT u.id, count(*) OVER ()::int AS total FROM users u WHERE ${this.where(q)}
        ORDER BY ${this.order(q)} LIMIT ${q.pageSize} OFFSET ${offset})
      ${this.select(this.sql`, page.total`)} JOIN page ON page.id = u.id ORDER BY ${this.order(q)}`;
    const total = rows[0]?.total ?? (await this.total(q));
    return { users: rows.map(toDirectoryUser), total };
  }

  async stats(newSince: Date): Promise<DirectoryStats> {
    const [row] = await this.sql<(Counts & { newToday: number })[]>`
      SELECT coalesce(c.total, 0)::int AS total, coalesce(c.active, 0)::int AS active,
             coalesce(c.verified, 0)::int AS verified,
             (SELECT count(*)::int FROM users u
              WHERE u.deleted_at IS NULL AND u.created_at > ${newSince}) AS "newToday"
      FROM (SELECT 1) one LEFT JOIN user_directory_counts c ON true`;
    return {
      totalUsers: row?.total ?? 0,
      verifiedUsers: row?.verified ?? 0,
      activeUsers: row?.active ?? 0,
      newToday: row?.newToday ?? 0,
    };
  }

  sharedMailboxes(limit: number): Promise<{ mailboxes: SharedMailbox[]; total: number }> {
    return sharedMailboxes(this.sql, limit);
  }

  /** A server-side cursor: postgres.js fetches `batchSize` rows at a time as the caller asks. */
  async *exportAll(selection: DirectorySelection, batchSize: number): AsyncIterable<DirectoryUser[]> {
    const cursor = this.sql<DirectoryRow[]>`
      ${this.select()} WHERE ${this.where(selection)} ORDER BY ${this.order(selection)}`.cursor(batchSize);
    for await (const rows of cursor) yield rows.map(toDirectoryUser);
  }

  /** Without a search, read from the kept counts; with one, counted over the trigram matches. */
  private async total(q: DirectorySelection): Promise<number> {
    if (q.search.trim()) {
      const [row] = await this.sql<{ total: number }[]>`
        SELECT count(*)::int AS total FROM users u WHERE ${this.where(q)}`;
      return row?.total ?? 0;
    }
    const [c] = await this.sql<Counts[]>`
      SELECT total::int, active::int, verified::int FROM user_directory_counts`;
    const { total, active, verified } = c ?? { total: 0, active: 0, verified: 0 };
    const byFilter = { all: total, active, inactive: total - active, verified, unverified: total - verified };
    return byFilter[q.filter];
  }

  /** The kept counts and the order's version (user_directory_counts) and whether every live key is there. */
  private async kept(
    q: DirectorySelection,
  ): Promise<{ total: number; version: string; keysComplete: boolean }> {
    const [c] = await this.sql<(Counts & { version: string; keysComplete: boolean })[]>`
      SELECT total::int, active::int, verified::int, version::text AS version,
             NOT EXISTS (SELECT 1 FROM users WHERE deleted_at IS NULL
                         AND (first_name IS NULL OR last_name IS NULL OR email IS NULL)) AS "keysComplete"
      FROM user_directory_counts`;
    if (!c) return { total: 0, version: '', keysComplete: false };
    const { total, active, verified } = c;
    const byFilter = { all: total, active, inactive: total - active, verified, unverified: total - verified };
    return { total: byFilter[q.filter], version: c.version, keysComplete: c.keysComplete };
  }

  private select(extra = this.sql``) {
    return this.sql`
      SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.state, u.status, u.role, u.created_at,
             (SELECT gateway_customer_id FROM payment_customers pc WHERE pc.user_id = u.id)
               AS square_customer_id,
             u.card_on_file ${extra}
      FROM users u`;
  }

  private where(q: DirectorySelection) {
    const sql = this.sql;
    const needle = q.search.trim();
    const pattern = containing(needle);
    // The first test is the trigram index's expression (users_directory_search_trgm_idx): it finds the candidates in
    // one index; the second is the rule, the e-mail or the full name containing the needle.
    // A whole address also finds every spelling of its mailbox, by the canonical form's key (email_canonical).
    const mailbox = searchedMailbox(needle);
    const sameMailbox = mailbox === null ? sql`` : sql`OR u.email_canonical = ${mailbox}`;
    const search = needle
      ? sql`AND ((lower(coalesce(u.email, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))
              LIKE ${pattern}
            AND (lower(u.email) LIKE ${pattern} OR lower(u.first_name || ' ' || u.last_name) LIKE ${pattern}))
            ${sameMailbox})`
      : sql``;
    const filter = {
      all: sql``,
      verified: sql`AND u.card_on_file`,
      unverified: sql`AND NOT u.card_on_file`,
      active: sql`AND u.status = 'active'`,
      inactive: sql`AND u.status <> 'active'`,
    }[q.filter];
    return sql`u.deleted_at IS NULL ${search} ${filter}`;
  }

  /** The sort key of a row as text, in the order's terms: what `fromKey` compares with. */
  private keyOf(q: DirectorySelection) {
    const sql = this.sql;
    switch (q.sort) {
      case 'name':
        return sql`ARRAY[lower(u.last_name), lower(u.first_name)]`;
      case 'email':
        return sql`ARRAY[lower(u.email)]`;
      case 'status':
        return sql`ARRAY[u.status]`;
      default:
        return sql`ARRAY[u.created_at::text]`;
    }
  }

  /** The rows from the anchor's on, in the order's direction (its index reads from there). */
  private fromKey(q: DirectorySelection, anchor: PageAnchor) {
    const sql = this.sql;
    const cmp = sql.unsafe(q.direction === 'asc' ? '>=' : '<=');
    const [a = '', b = ''] = anchor.key;
    switch (q.sort) {
      case 'name':
        return sql`(lower(u.last_name) COLLATE "C", lower(u.first_name) COLLATE "C", u.id) ${cmp}
                   (${a}::text COLLATE "C", ${b}::text COLLATE "C", ${anchor.id}::bigint)`;
      case 'email':
        return sql`(lower(u.email) COLLATE "C", u.id) ${cmp} (${a}::text COLLATE "C", ${anchor.id}::bigint)`;
      case 'status':
        return sql`(u.status COLLATE "C", u.id) ${cmp} (${a}::text COLLATE "C", ${anchor.id}::bigint)`;
      default:
        // Sent as text: postgres.js would pass a timestamptz parameter through a Date (milliseconds).
        return sql`(u.created_at, u.id) ${cmp} (${a}::text::timestamptz, ${anchor.id}::bigint)`;
    }
  }

  private order(q: DirectorySelection) {
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

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? ('desc' as const) : ('asc' as const));

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
