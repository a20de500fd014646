import { configFromEnv } from '../../adapters/config/app-config';
import type { ResolvedConfig } from '../../adapters/wiring/container';

/** A fixed DATA_KEY for tests: every server and container of a test derives the same keys. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

/** The configuration of these variables, with the test data key. */
export const testConfig = (env: NodeJS.ProcessEnv = {}): ResolvedConfig => ({
  ...configFromEnv(env),
  dataKey: TEST_DATA_KEY,
});
