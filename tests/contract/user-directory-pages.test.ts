import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresUserDirectory } from '../../adapters/postgres/back-office/postgres-user-directory';
import { canonicalEmail } from '../../domain/accounts/canonical-email';
import type { DirectoryQuery, DirectorySelection } from '../../domain/back-office/user-directory';
import { seedBenchPlayers } from '../bench/users-list';
import { withPgliteDatabase } from '../support/pglite';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import type { TestDatabase } from '../support/test-database';

const ORDERS: DirectorySelection[] = [
  { search: '', filter: 'all', sort: 'name', direction: 'asc' },
  { search: '', filter: 'all', sort: 'name', direction: 'desc' },
  { search: '', filter: 'verified', sort: 'email', direction: 'asc' },
  { search: '', filter: 'inactive', sort: 'status', direction: 'desc' },
  { search: '', filter: 'active', sort: 'createdAt', direction: 'asc' },
  { search: '', filter: 'all', sort: 'createdAt', direction: 'desc' },
];

/**
 * Deep pages read from a kept page's key (user_directory_version_sync, directory-anchors.ts) answer exactly what
 * skipping to them answers, in every order, after the order changes, and with a player missing a
 * name (the keys are not used then). Anchors start at offset 10 here, on 240 players.
 */
function describeDeepPages(name: string, open: () => Promise<TestDatabase>) {
  describe(`the users list's deep pages: ${name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await open();
      await seedBenchPlayers(db.sql, 240);
    });
    afterAll(() => db?.close());

    const pages = [3, 4, 2, 6, 5, 7, 3, 9];
    const read = (directory: PostgresUserDirectory, order: DirectorySelection, page: number) =>
      directory.list({ ...order, page, pageSize: 7 } satisfies DirectoryQuery);

    const expectSameAsSkipping = async (anchored: PostgresUserDirectory) => {
      const skipping = new PostgresUserDirectory(db.sql, Number.POSITIVE_INFINITY);
      for (const order of ORDERS) {
        for (const page of pages) {
          const got = await read(anchored, order, page);
          const want = await read(skipping, order, page);
          expect({ order, page, total: got.total }).toEqual({ order, page, total: want.total });
          expect({ order, page, ids: got.users.map((u) => u.id) }).toEqual({
            order,
            page,
            ids: want.users.map((u) => u.id),
          });
        }
      }
    };

    it('answers every page as skipping to it does, again after names, statuses and players change', async () => {
      const anchored = new PostgresUserDirectory(db.sql, 10);
      await expectSameAsSkipping(anchored);
      await expectSameAsSkipping(anchored);
      await db.sql`UPDATE users SET last_name = 'Aaron', status = 'inactive' WHERE id IN (
        SELECT id FROM users ORDER BY id DESC LIMIT 30)`;
      await expectSameAsSkipping(anchored);
      await db.sql`UPDATE users SET deleted_at = now() WHERE id IN (SELECT id FROM users ORDER BY id LIMIT 20)`;
      await expectSameAsSkipping(anchored);
      const late = Array.from({ length: 15 }, (_, n) => `late${n + 1}@example.com`);
      await db.sql`INSERT INTO users (email, email_canonical, first_name, last_name, status)
        SELECT e.email, e.canonical, 'Late', 'Comer ' || e.i, 'active'
        FROM unnest(${late}::text[], ${late.map(canonicalEmail)}::text[]) WITH ORDINALITY AS e(email, canonical, i)`;
      await expectSameAsSkipping(anchored);
    });

    it('reads no kept key while a live player lacks a name', async () => {
      const anchored = new PostgresUserDirectory(db.sql, 10);
      await expectSameAsSkipping(anchored);
      await db.sql`UPDATE users SET first_name = NULL WHERE id = (SELECT max(id) FROM users)`;
      await expectSameAsSkipping(anchored);
    });

    it('moves the order version when an order column changes, and not on other columns', async () => {
      const version = async () =>
        (await db.sql<{ v: string }[]>`SELECT version::text AS v FROM user_directory_counts`)[0]?.v;
      const before = await version();
      await db.sql`UPDATE users SET phone = '615-555-0199' WHERE id = (SELECT min(id) FROM users)`;
      expect(await version()).toBe(before);
      await db.sql`UPDATE users SET email = 'moved@example.com' WHERE id = (SELECT min(id) FROM users)`;
      expect(await version()).not.toBe(before);
    });
  });
}

describeDeepPages('PGlite', withPgliteDatabase);
describe.skipIf(!postgresUrl())('PostgreSQL', () => {
  describeDeepPages('PostgreSQL', withPostgresDatabase);
});
