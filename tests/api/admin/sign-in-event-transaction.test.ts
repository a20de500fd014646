import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegisteredPlayer } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';

/** A player's sign-in: the session and its 'login' event commit together, or neither does. */
describe("a sign-in's session and its event, one transaction", () => {
  let server: TestServer;
  const email = 'ada.lovelace@gmail.com';
  const password = 'secret-password';

  beforeAll(async () => {
    server = await startTestServer();
    await aRegisteredPlayer(server.useCases, { email, password, firstName: 'Ada', lastName: 'Lovelace' });
  });
  afterAll(() => server?.close());

  const signIn = () =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password }),
    });
  const counts = async () => {
    const [row] = await server.db.sql<{ sessions: number; logins: number }[]>`
      SELECT (SELECT count(*)::int FROM player_sessions) AS sessions,
             (SELECT count(*)::int FROM event_log WHERE kind = 'login') AS logins`;
    return row;
  };

  it('records the session and the login event together', async () => {
    const before = await counts();
    expect((await signIn()).status).toBe(200);
    expect(await counts()).toEqual({
      sessions: (before?.sessions ?? 0) + 1,
      logins: (before?.logins ?? 0) + 1,
    });
  });

  it('leaves neither when the commit fails', async () => {
    // A deferred check that fails at COMMIT, after both rows were written.
    await server.db.sql.unsafe(`
      CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'commit refused by the test'; END; $$;
      CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON player_sessions
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit();`);
    try {
      const before = await counts();
      const res = await signIn();
      expect(res.status).toBe(500);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await counts()).toEqual(before);
    } finally {
      await server.db.sql.unsafe(`
        DROP TRIGGER refuse_commit ON player_sessions; DROP FUNCTION refuse_commit();`);
    }
    expect((await signIn()).status).toBe(200);
  });
});
