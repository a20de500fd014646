import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectEmbedded } from '../../adapters/postgres/database';
import { startEmbeddedPglite } from '../../adapters/postgres/embedded-pglite';
import { ensurePgliteSnapshot } from './pglite-snapshot';
import type { TestDatabase } from './test-database';

/**
 * A new, migrated, empty embedded PGlite database, in memory and private to the caller, served
 * over a local socket like `npm start` serves it. ~0.5 s (it loads the snapshot that the global
 * setup built); call it once per test file (beforeAll) and resetDatabase(sql) between tests.
 */
export async function withPgliteDatabase(): Promise<TestDatabase> {
  const snapshotFile = inject('pgliteSnapshot') ?? (await ensurePgliteSnapshot());
  const snapshot = new Blob([await readFile(snapshotFile)]);
  const embedded = await startEmbeddedPglite({ snapshot });
  const { sql, close } = connectEmbedded(embedded);
  return {
    sql,
    close,
    kind: 'pglite',
    url: `postgres://postgres@${embedded.host}:${embedded.port}/postgres`,
  };
}
