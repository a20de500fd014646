import type { Persistence } from './container';
import type { AppConfig } from './config';
import { InMemorySessionStore } from './memory/in-memory-session-store';
import { InMemoryStore } from './memory/in-memory-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from './memory/in-memory-unit-of-work';
import { openDatabase } from './postgres/database';
import { migrate } from './postgres/migrate';
import { PostgresSessionStore } from './postgres/postgres-session-store';
import { PostgresUnitOfWork, postgresRepositories } from './postgres/postgres-unit-of-work';

export interface OpenPersistence extends Persistence {
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR; migrated before use. */
export async function openPersistence(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<OpenPersistence> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  try {
    await migrate(database.sql);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    kind: database.kind,
    repositories: postgresRepositories(database.sql),
    sessions: new PostgresSessionStore(database.sql),
    unitOfWork: new PostgresUnitOfWork(database.sql),
    close: () => database.close(),
  };
}

/** Everything in memory: for unit tests of the layers above the database. */
export function inMemoryPersistence(): Persistence {
  const store = new InMemoryStore();
  return {
    repositories: inMemoryRepositories(store),
    sessions: new InMemorySessionStore(store),
    unitOfWork: new InMemoryUnitOfWork(store),
  };
}
