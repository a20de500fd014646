import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, verifyFromSite } from '../../../adapters/cli/verify-fairness';
import { termsHash } from '../../../domain/terms/terms-document';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { adminCaller } from '../support/admin-calls';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';

type Version = { version: number; at: string; hash: string; document: Record<string, unknown> };
type Entry = { type: string; detail?: string };

/** The terms of a game over HTTP on the real database (PostgreSQL when DATABASE_URL is set, else PGlite). */
describe("a game's terms over HTTP", () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    admin = await signInAdminAt(server.url);
  }, 60_000);
  afterAll(() => server?.close());

  const call = adminCaller(
    () => server.url,
    () => admin,
  );
  const terms = async (gameId: number): Promise<Version[]> => {
    const answer = await call('GET', `/api/games/${gameId}/terms`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ gameId, recordedSince: '2026-11-29' });
    return answer.body.versions;
  };
  const log = async (gameId: number): Promise<Entry[]> =>
    (await call('GET', `/api/games/${gameId}/fairness`)).body.log;
  const verify = async (gameId: number) => {
    const lines: string[] = [];
    const code = await verifyFromSite([server.url, String(gameId)], { fetch, out: (t) => lines.push(t) });
    return { code, text: lines.join('\n') };
  };
  const newGame = async (name: string) => {
    const created = await call('POST', '/api/admin/games', {
      name,
      prize: 'Kayak',
      prizeValue: 500,
      totalNumbers: 6,
      freePlayStart: 1,
      freePlayEnd: 6,
      instantPrizes: [{ name: 'Paddle', value: 25 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };

  it('fixes the terms at opening, versions each edit that changes them, logs and mails each, and verifies', async () => {
    const gameId = await newGame('Terms wheel');
    const [first] = await terms(gameId);
    expect(first).toMatchObject({ version: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(first?.hash).toBe(termsHash(first?.document as never));
    expect(first?.document).toMatchObject({
      prize: { name: 'Kayak', valueCents: 50_000 },
      numbers: { total: 6, freeRange: { from: 1, to: 6 } },
      instantPrizes: [{ k: 1, name: 'Paddle', valueCents: 2_500 }],
    });
    // Its hash is the game's first log entry.
    expect((await log(gameId))[0]).toMatchObject({ type: 'terms', detail: `v1:${first?.hash}` });
    const viaTrpc = await call(
      'GET',
      `/trpc/games.terms?input=${encodeURIComponent(JSON.stringify({ id: gameId }))}`,
    );
    expect(viaTrpc.body.result.data.versions).toEqual([first]);

    const [ann] = await signedInPlayers(server.useCases, server.url, 1, 'terms-');
    expect((await ann?.post('/api/free-spin', { gameId }))?.status).toBe(200);
    const edited = await call('PATCH', `/api/admin/games/${gameId}`, { prize: 'Two kayaks' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const versions = await terms(gameId);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]).toEqual(first);
    const second = versions[1] as Version;
    expect(second.document).toMatchObject({ prize: { name: 'Two kayaks', valueCents: 50_000 } });
    expect((await log(gameId)).slice(-2)).toEqual([
      expect.objectContaining({ type: 'terms', detail: `v2:${second.hash}` }),
      expect.objectContaining({ type: 'edit', detail: 'prize=Two kayaks' }),
    ]);
    const mails = await server.db.sql<{ recipient: string; data: Record<string, unknown> }[]>`
      SELECT to_address AS recipient, data FROM mail_outbox WHERE kind = 'terms-changed' AND (data->>'gameId')::int = ${gameId}`;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({
      version: 2,
      hash: second.hash,
      changes: ['the prize or its value'],
    });
    // The same values again change nothing: no version, no mail.
    expect((await call('PATCH', `/api/admin/games/${gameId}`, { prize: 'Two kayaks' })).status).toBe(200);
    expect(await terms(gameId)).toHaveLength(2);

    // Ended now (a third version): the seed is out, and every version matches the log.
    const ended = await call('PATCH', `/api/admin/games/${gameId}`, { endTime: new Date().toISOString() });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(await terms(gameId)).toHaveLength(3);
    const verified = await verify(gameId);
    expect(verified.code, verified.text).toBe(EXIT.verified);
    expect(verified.text).toContain(`Terms version 1 (SHA-256 ${first?.hash}): matches the log`);
    expect(verified.text).toMatch(/Terms version 3 \(SHA-256 [0-9a-f]{64}\): matches the log/);

    // A past version changed in the database no longer matches its logged hash.
    await server.db.sql`
      UPDATE game_terms SET document = jsonb_set(document, '{prize,valueCents}', '100')
      WHERE game_id = ${gameId} AND version = 1`;
    const tampered = await verify(gameId);
    expect(tampered.code, tampered.text).toBe(EXIT.failed);
    expect(tampered.text).toContain('Terms version 1 (SHA-256');
    expect(tampered.text).toMatch(/the document hashes to [0-9a-f]{64}, not the logged /);
    expect(tampered.text.split('\n').at(-1)).toBe('FAILED: the answer does not hold (see above).');
  });

  it('says a game opened before terms were recorded has none, and still verifies it', async () => {
    const gameId = await newGame('Older wheel');
    // As a game of before: no version, no terms entry (its log is empty until its first spin).
    await server.db.sql`DELETE FROM game_log WHERE game_id = ${gameId}`;
    await server.db.sql`DELETE FROM game_terms WHERE game_id = ${gameId}`;
    expect(await terms(gameId)).toEqual([]);
    const checked = await verify(gameId);
    expect(checked.code, checked.text).toBe(EXIT['awaiting-seed']);
    expect(checked.text).toContain(
      'Terms: No terms were recorded for this game: games opened before 2026-11-29 have none.',
    );
  });

  it('answers 404 for a game that does not exist and 400 for an id that is not one', async () => {
    expect((await call('GET', '/api/games/999999/terms')).status).toBe(404);
    const bad = await call('GET', '/api/games/abc/terms');
    expect(bad.status).toBe(400);
  });
});
