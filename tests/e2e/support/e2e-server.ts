import { resolve } from 'node:path';
import { ensureClientBuilt } from '../../../adapters/client-build';
import { Sha256PasswordHasher } from '../../api/support/test-app';
import { startTestServer, type TestServer } from '../../support/test-server';

/** The real server with the built client, on a fresh database, for browser journeys. */
export async function startE2eServer(): Promise<TestServer> {
  ensureClientBuilt(resolve(import.meta.dirname, '../../..'));
  return startTestServer({ withClient: true, overrides: { hasher: new Sha256PasswordHasher() } });
}
