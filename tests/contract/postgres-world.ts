import { afterAll, beforeAll } from 'vitest';
import { postgresPersistence } from '../../adapters/postgres/persistence';
import { clientSeedIsPerGame, instantAwardIsItsOwnEntry } from '../../domain/fairness/scheme';
import { resetDatabase, type TestDatabase } from '../support/test-database';
import type { StoreWorld } from './world';

/** One database for the calling test file; each world empties it first. */
export function postgresWorlds(open: () => Promise<TestDatabase>): () => Promise<StoreWorld> {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });
  return async () => {
    if (!db) throw new Error('the test database is not open');
    await resetDatabase(db.sql);
    const sql = db.sql;
    const { repositories, ...ports } = postgresPersistence(sql);
    return {
      olderScheme: async (gameId, version) => {
        await sql`UPDATE games SET scheme_version = ${version},
          instant_award_entry = ${instantAwardIsItsOwnEntry(version)},
          per_game_client_seed = ${clientSeedIsPerGame(version)} WHERE id = ${gameId}`;
      },
      ...repositories,
      ...ports,
    };
  };
}
