import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';
import type { TestDatabase } from './test-database';

export const postgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** The URL of another database on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new, migrated, empty database on the DATABASE_URL server, dropped by close(). It is cloned from
 * the template the global setup migrated (CREATE DATABASE ... TEMPLATE, ~0.1 s), else migrated here.
 */
export async function withPostgresDatabase(serverUrl = postgresUrl()): Promise<TestDatabase> {
  if (!serverUrl) throw new Error('withPostgresDatabase needs DATABASE_URL');
  const name = `prize_wheel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = connect(serverUrl, { max: 1 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    // A test database need not survive a crash of the PostgreSQL server: commits do not wait for
    // the disk (what every connection sees is unchanged), which a busy machine's fsyncs slowed most.
    await admin.unsafe(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const sql = connect(url);
  if (!template) await migrate(sql);
  return {
    sql,
    url,
    kind: 'postgres',
    async close() {
      await sql.end({ timeout: 5 });
      await dropDatabase(serverUrl, name);
    },
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = connect(serverUrl, { max: 1 });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
