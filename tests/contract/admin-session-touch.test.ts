import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresAdminSessionStore } from '../../adapters/postgres/admin/postgres-admin-session-store';
import { withPgliteDatabase } from '../support/pglite';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import type { TestDatabase } from '../support/test-database';

/**
 * An administrator's concurrent requests do not each write the session row: its stored last sight
 * moves only when a second or more behind, while every resume answers as of its own time.
 */
function describeTouch(name: string, open: () => Promise<TestDatabase>) {
  describe(`admin session last sight: ${name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await open();
      await db.sql`INSERT INTO administrators (id, email, password_hash, first_name, last_name)
        VALUES (1, 'ops@example.com', 'x', 'Op', 'Erator')`;
    });
    afterAll(() => db?.close());

    it('writes the last sight a second or more behind, and answers each resume as of its time', async () => {
      const store = new PostgresAdminSessionStore(db.sql);
      const t = (ms: number) => new Date(Date.UTC(2026, 0, 1, 12) + ms);
      await store.create({ tokenHash: 'h', adminId: 1, createdAt: t(0), lastSeenAt: t(0) });
      const stored = async () =>
        (
          await db.sql<{ at: Date }[]>`SELECT last_seen_at AS at FROM admin_sessions WHERE token_hash = 'h'`
        )[0]?.at;
      expect((await store.resume('h', t(400), t(-60_000)))?.session.lastSeenAt).toEqual(t(400));
      expect(await stored()).toEqual(t(0));
      expect((await store.resume('h', t(1_200), t(-60_000)))?.session.lastSeenAt).toEqual(t(1_200));
      expect(await stored()).toEqual(t(1_200));
      expect(await store.resume('h', t(70_000), t(1_200))).toBeNull();
    });
  });
}

describeTouch('PGlite', withPgliteDatabase);
describe.skipIf(!postgresUrl())('PostgreSQL', () => {
  describeTouch('PostgreSQL', withPostgresDatabase);
});
