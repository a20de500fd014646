import { describe } from 'vitest';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import { describeStoreContracts } from './all-contracts';
import { postgresWorlds } from './postgres-world';

const url = postgresUrl();
if (!url) {
  console.warn(
    '\n*** DATABASE_URL is not set: the store contracts are NOT run against PostgreSQL (only in-memory and PGlite). ***\n',
  );
}

describe.skipIf(!url)('PostgreSQL', () => {
  describeStoreContracts('PostgreSQL', postgresWorlds(withPostgresDatabase));
});
