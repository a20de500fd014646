import { Sha256PasswordHasher } from '../../api/support/test-app';
import { startTestServer, type TestServer } from '../../support/test-server';

/** The real server with the client (built by the global set-up), on a fresh database, for browser journeys. */
export async function startE2eServer(): Promise<TestServer> {
  return startTestServer({ withClient: true, overrides: { hasher: new Sha256PasswordHasher() } });
}
