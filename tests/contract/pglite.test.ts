import { describe } from 'vitest';
import { withPgliteDatabase } from '../support/pglite';
import { describeStoreContracts } from './all-contracts';
import { postgresWorlds } from './postgres-world';

describe('embedded PGlite', () => {
  describeStoreContracts('PGlite', postgresWorlds(withPgliteDatabase));
});
