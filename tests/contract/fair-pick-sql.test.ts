import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../domain/fairness/hex';
import { pickIndex } from '../../domain/fairness/random-stream';
import { hmacSha256 } from '../../domain/fairness/sha256';
import answers from '../domain/fairness/known-answers.json';
import { withPgliteDatabase } from '../support/pglite';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import type { TestDatabase } from '../support/test-database';

/**
 * The spin draws in SQL: fair_hmac_sha256 and fair_pick_index must give domain/fairness's
 * answers byte for byte, on PGlite and on PostgreSQL, for any seed, message and candidate count.
 */
function describeFairPickSql(name: string, open: () => Promise<TestDatabase>) {
  describe(`the provably fair pick in SQL: ${name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(() => db?.close());
    const sqlPick = async (seed: Uint8Array, message: string, n: number) => {
      const [row] = await db.sql<{ index: number }[]>`
        SELECT fair_pick_index(${Buffer.from(seed)}, ${message}, ${n}) AS index`;
      return row?.index;
    };

    it('reproduces the known answers', async () => {
      for (const pick of answers.picks) {
        expect(await sqlPick(fromHex(answers.serverSeed), pick.message, pick.n)).toBe(pick.index);
      }
    });

    it('computes HMAC-SHA256 like domain/fairness, for keys shorter and longer than a block', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 100 }),
          fc.uint8Array({ maxLength: 200 }),
          async (key, data) => {
            const [row] = await db.sql<{ mac: Uint8Array }[]>`
            SELECT fair_hmac_sha256(${Buffer.from(key)}, ${Buffer.from(data)}) AS mac`;
            expect(toHex(new Uint8Array(row?.mac ?? []))).toBe(toHex(hmacSha256(key, data)));
          },
        ),
        { numRuns: 60 },
      );
    });

    it('picks the index domain/fairness picks, for any seed, message and count', async () => {
      const counts = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2 ** 32 }));
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })),
          counts,
          async (seed, m, n) => {
            expect(await sqlPick(seed, m, n)).toBe(pickIndex(seed, m, n));
          },
        ),
        { numRuns: 150 },
      );
    });

    it('refuses a count it cannot pick among', async () => {
      await expect(sqlPick(new Uint8Array(32), '1:1:a', 0)).rejects.toThrow(/cannot pick among 0/);
    });
  });
}

describeFairPickSql('PGlite', withPgliteDatabase);
describe.skipIf(!postgresUrl())('on PostgreSQL', () =>
  describeFairPickSql('PostgreSQL', withPostgresDatabase),
);
