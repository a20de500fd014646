import { afterAll, beforeAll, describe } from 'vitest';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import {
  InMemoryUnitOfWork,
  inMemoryRepositories,
} from '../../adapters/memory/shared/in-memory-unit-of-work';
import { PostgresGameChanges } from '../../adapters/postgres/games/postgres-game-changes';
import {
  PostgresUnitOfWork,
  postgresRepositories,
} from '../../adapters/postgres/shared/postgres-unit-of-work';
import { postgresUrl } from '../support/postgres';
import {
  resetDatabase,
  type TestDatabase,
  withPgliteDatabase,
  withPostgresDatabase,
} from '../support/test-database';
import { describeGameChangesContract, type GameChangesSubject } from './game-changes.contract';

describeGameChangesContract('in-memory', async () => {
  const store = new InMemoryStore();
  return {
    changes: store.gameChanges,
    repositories: inMemoryRepositories(store),
    unitOfWork: new InMemoryUnitOfWork(store),
  };
});

/** One database for the file, one listening adapter per test (closed after it), the tables emptied. */
function onDatabase(open: () => Promise<TestDatabase>): () => Promise<GameChangesSubject> {
  let db: TestDatabase | undefined;
  let current: PostgresGameChanges | undefined;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await current?.close();
    await db?.close();
  });
  return async () => {
    if (!db) throw new Error('the test database is not open');
    await current?.close();
    await resetDatabase(db.sql);
    current = new PostgresGameChanges(db.sql);
    return {
      changes: current,
      repositories: postgresRepositories(db.sql),
      unitOfWork: new PostgresUnitOfWork(db.sql),
    };
  };
}

describe('embedded PGlite', () => {
  describeGameChangesContract('PGlite', onDatabase(withPgliteDatabase));
});

describe.skipIf(!postgresUrl())('PostgreSQL', () => {
  describeGameChangesContract('PostgreSQL', onDatabase(withPostgresDatabase));
});
