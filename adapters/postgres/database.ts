import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { startEmbeddedPglite } from './embedded-pglite';
import { NotificationHub } from './notification-hub';

export interface Database {
  sql: postgres.Sql;
  close(): Promise<void>;
  kind: 'postgres' | 'pglite';
}

/**
 * int8 columns (ids, cents, counts) come back as JS numbers: every value we store fits in 2^53.
 * timestamptz already parses to Date.
 */
const connectionOptions = {
  types: {
    bigint: {
      to: 20,
      from: [20],
      serialize: (value: number | bigint) => String(value),
      parse: (value: string) => Number(value),
    },
  },
  onnotice: () => {},
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

const hubs = new WeakMap<postgres.Sql, NotificationHub>();

/**
 * Each pool names its connections (`prize-wheel` and a random tag), so the System tab can count this
 * pool's connections in `pg_stat_activity`, and hears the notifications of its own connections.
 */
export function connect(url: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  const hub = new NotificationHub();
  const onnotify = (channel: string, payload: string) => hub.emit(channel, payload);
  const connection = {
    application_name: `prize-wheel ${randomBytes(4).toString('hex')}`,
    ...options.connection,
  };
  const withNotify: postgres.Options<Record<string, postgres.PostgresType>> = {
    ...connectionOptions,
    ...writableSession(url),
    ...options,
    connection,
  };
  // onnotify is a postgres.js option its types leave out (it is what `sql.listen` is built on).
  Object.assign(withNotify, { onnotify });
  const sql = postgres(url, withNotify) as unknown as postgres.Sql;
  hubs.set(sql, hub);
  return sql;
}

/**
 * A URL of several hosts with `target_session_attrs=read-write` (docs/rules/operations.md, Failover):
 * postgres.js decides read-write by `default_transaction_read_only` alone, which a hot standby
 * reports off, so it would stay on a standby; PostgreSQL 14 and later report `in_hot_standby`, which
 * its `primary` reads. For a primary and its standbys both mean the one server that takes writes.
 */
function writableSession(url: string): { target_session_attrs?: 'primary' } {
  return /[?&]target_session_attrs=read-write(&|$)/.test(url) ? { target_session_attrs: 'primary' } : {};
}

/**
 * A read-only pool on a hot standby (DATABASE_READ_URL): its connections say so in
 * `application_name` (`prize-wheel reads`), give up connecting after 2 s (a standby that is down must
 * not hold a read up: the primary answers it) and refuse writes.
 */
export function connectStandby(url: string): postgres.Sql {
  return connect(url, {
    connect_timeout: 2,
    connection: {
      application_name: `prize-wheel reads ${randomBytes(4).toString('hex')}`,
      default_transaction_read_only: true,
    },
  });
}

/** The notifications that reach the pool's own connections (embedded PGlite: see NotificationHub). */
export function notificationsOf(sql: postgres.Sql): NotificationHub | undefined {
  return hubs.get(sql);
}

/**
 * With a DATABASE_URL: a postgres.js pool on that server. Without: an embedded PGlite persisted in
 * dataDir. The caller runs migrate(sql).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const sql = connect(options.databaseUrl);
    return { sql, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  const embedded = await startEmbeddedPglite({ dataDir: options.dataDir });
  return { ...connectEmbedded(embedded), kind: 'pglite' };
}

/** postgres.js on an embedded PGlite: one connection, because PGlite has one backend session. */
export function connectEmbedded(embedded: { host: string; port: number; stop(): Promise<void> }) {
  const sql = connect(`postgres://postgres@${embedded.host}:${embedded.port}/postgres`, { max: 1 });
  return {
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}
