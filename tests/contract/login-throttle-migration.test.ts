import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, withTestDatabase } from '../support/test-database';

const MIGRATION = new URL('../../adapters/postgres/migrations/008_login_throttle.sql', import.meta.url);

describe('008_login_throttle.sql: login_attempts rows become throttle counters', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await withTestDatabase();
  });
  afterAll(() => db?.close());

  it('carries failures over as pair and address counters, then drops the old table', async () => {
    // The schema as 003_settings_security.sql left it, with the rows the old throttle wrote.
    await db.sql`DROP TABLE login_throttle`;
    await db.sql`CREATE TABLE login_attempts (
      attempt_id uuid NOT NULL, key text NOT NULL, attempted_at timestamptz NOT NULL,
      PRIMARY KEY (attempt_id, key))`;
    const t = (minute: number) => new Date(Date.UTC(2030, 5, 1, 12, minute));
    const rows = [
      // Two failures of ann from one address, one from another; a success filed no IP.
      ['00000000-0000-4000-8000-000000000001', 'email:ann@gmail.com', 'ip:192.0.2.1', 1],
      ['00000000-0000-4000-8000-000000000002', 'email:ann@gmail.com', 'ip:192.0.2.1', 3],
      ['00000000-0000-4000-8000-000000000003', 'email:ann@gmail.com', 'ip:198.51.100.2', 4],
      ['00000000-0000-4000-8000-000000000004', 'email:bob@gmail.com', 'ip:192.0.2.1', 5],
      ['00000000-0000-4000-8000-000000000005', 'email:bob@gmail.com', null, 6],
    ] as const;
    for (const [id, email, ip, minute] of rows) {
      await db.sql`INSERT INTO login_attempts VALUES (${id}, ${email}, ${t(minute)})`;
      if (ip) await db.sql`INSERT INTO login_attempts VALUES (${id}, ${ip}, ${t(minute)})`;
    }

    await db.sql.unsafe(await readFile(MIGRATION, 'utf8')).simple();

    const counters = await db.sql<
      { account: string; address: string; window_start: Date; attempts: number }[]
    >`
      SELECT account, address, window_start, attempts FROM login_throttle
      WHERE scope = 'player' ORDER BY account, address`;
    expect(counters.map((c) => ({ ...c, window_start: new Date(c.window_start) }))).toEqual([
      { account: '', address: '192.0.2.1', window_start: t(1), attempts: 3 },
      { account: '', address: '198.51.100.2', window_start: t(4), attempts: 1 },
      { account: 'ann@gmail.com', address: '192.0.2.1', window_start: t(1), attempts: 2 },
      { account: 'ann@gmail.com', address: '198.51.100.2', window_start: t(4), attempts: 1 },
      { account: 'bob@gmail.com', address: '192.0.2.1', window_start: t(5), attempts: 1 },
    ]);
    const [old] = await db.sql`SELECT to_regclass('login_attempts') AS name`;
    expect(old?.name).toBeNull();
  });
});
