import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, verifyFromSite } from '../../../adapters/cli/verify-fairness';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';

const HOUR = 3_600_000;
type Entry = { type: string; number?: number; detail?: string };

/** A game's life over HTTP on the real database (PostgreSQL when DATABASE_URL is set, else PGlite). */
describe("a game's life over HTTP", () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    admin = await signInAdminAt(server.url);
  }, 60_000);
  afterAll(() => server?.close());

  const adminCall = async (method: string, path: string, json?: unknown) => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie: admin, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  };
  const trpc = (procedure: string, json: unknown) => adminCall('POST', `/trpc/${procedure}`, json);
  const fairnessLog = async (gameId: number): Promise<Entry[]> =>
    (await adminCall('GET', `/api/games/${gameId}/fairness`)).body.log;

  /** A live game of `total` numbers, all free, with one free entry of each player. */
  async function playedGame(name: string, players: HttpClient[], total = 6) {
    const created = await adminCall('POST', '/api/admin/games', {
      name,
      prize: 'Mug',
      totalNumbers: total,
      freePlayStart: 1,
      freePlayEnd: total,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gameId: number = created.body.id;
    for (const p of players) expect((await p.post('/api/free-spin', { gameId })).status).toBe(200);
    return gameId;
  }

  it('an ended and drawn game refuses a new end in the future, over REST and tRPC, and takes no spin', async () => {
    const [ann, bob, late] = await signedInPlayers(server.useCases, server.url, 3, 'life-ended-');
    const gameId = await playedGame('Ended early', [ann as HttpClient, bob as HttpClient]);
    // Ending a live game early is an edit: allowed, and public in the game's log.
    const ended = await adminCall('PATCH', `/api/admin/games/${gameId}`, {
      endTime: new Date().toISOString(),
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.status).toBe('ended');
    const edit = (await fairnessLog(gameId)).at(-1);
    expect(edit).toMatchObject({ type: 'edit', detail: `endTime=${ended.body.endTime}` });
    expect((await adminCall('POST', `/api/admin/games/${gameId}/draw`)).status).toBe(200);

    const future = new Date(Date.now() + 5 * HOUR).toISOString();
    const rest = await adminCall('PATCH', `/api/admin/games/${gameId}`, { endTime: future });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({
      code: 'GAME_ENDED',
      message: expect.stringMatching(/server seed is public/),
    });
    const viaTrpc = await trpc('admin.games.update', { id: gameId, endTime: future });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.body.error.data).toMatchObject({ appCode: 'GAME_ENDED' });
    const longer = await adminCall('PATCH', `/api/admin/games/${gameId}`, { durationHours: 48 });
    expect(longer.status).toBe(409);
    // A new name is no new end: still allowed on a closed game.
    expect((await adminCall('PATCH', `/api/admin/games/${gameId}`, { name: 'Renamed' })).status).toBe(200);
    const [row] = await server.db.sql<{ end_time: Date; closed_at: Date | null }[]>`
      SELECT end_time, closed_at FROM games WHERE id = ${gameId}`;
    expect(row?.end_time.toISOString()).toBe(ended.body.endTime);
    expect(row?.closed_at).not.toBeNull();

    const spin = await (late as HttpClient).post('/api/free-spin', { gameId });
    expect(spin.status).toBe(409);
    expect(spin.body.code).toBe('GAME_ENDED');
    // Even an end written straight into the table cannot reopen it: the spin reads the closing.
    await server.db.sql`UPDATE games SET end_time = ${new Date(Date.now() + 5 * HOUR)} WHERE id = ${gameId}`;
    const again = await (late as HttpClient).post('/api/free-spin', { gameId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('GAME_ENDED');
    const claims = await server.db.sql`SELECT 1 FROM claims WHERE game_id = ${gameId}`;
    expect(claims).toHaveLength(2);
  }, 60_000);

  it('refuses to create a game that would already have ended, over REST and tRPC', async () => {
    const before = (await adminCall('GET', '/api/admin/games')).body.length;
    const input = {
      name: 'Born ended',
      prize: 'Mug',
      isScheduled: true,
      startTime: new Date(Date.now() - 3 * HOUR).toISOString(),
      durationHours: 1,
    };
    const rest = await adminCall('POST', '/api/admin/games', input);
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({
      code: 'GAME_ENDED',
      message: expect.stringMatching(/already have ended/),
    });
    const viaTrpc = await trpc('admin.games.create', input);
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.body.error.data).toMatchObject({ appCode: 'GAME_ENDED' });
    expect((await adminCall('GET', '/api/admin/games')).body).toHaveLength(before);
  }, 60_000);

  it('a manual pick on a live game ends it, is public with its reason, and a later spin is refused', async () => {
    const [ann, bob, late] = await signedInPlayers(server.useCases, server.url, 3, 'life-pick-');
    const gameId = await playedGame('Picked live', [ann as HttpClient, bob as HttpClient]);
    const { participants } = (await adminCall('GET', `/api/admin/games/${gameId}/participants`)).body;
    const picked = await adminCall('POST', `/api/admin/games/${gameId}/select-winner`, {
      playerId: participants[0].id,
      reason: 'Charity night pick',
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const spin = await (late as HttpClient).post('/api/free-spin', { gameId });
    expect(spin.status).toBe(409);
    expect(spin.body.code).toBe('GAME_ENDED');
    const [game] = (await adminCall('GET', '/api/admin/games')).body.filter(
      (g: { id: number }) => g.id === gameId,
    );
    expect(game.status).toBe('ended');

    const answer = (await adminCall('GET', `/api/games/${gameId}/fairness`)).body;
    expect(answer.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.log.at(-1)).toMatchObject({
      type: 'pick',
      number: picked.body.winner.number,
      detail: 'Charity night pick',
    });
    const lines = await verifyLines(gameId);
    expect(lines.code, lines.text).toBe(EXIT.verified);
    expect(lines.text).toContain(
      `Operator's pick: operator's pick number ${picked.body.winner.number}, reason "Charity night pick"`,
    );
    expect(lines.text).not.toContain('Draw: checked');
  }, 60_000);

  it("sets a winner aside by the spec's DELETE with no body, under the default reason, logged and mailed", async () => {
    const players = await signedInPlayers(server.useCases, server.url, 2, 'life-bodiless-');
    const gameId = await playedGame('Set aside plainly', players, 2);
    const drawn = await adminCall('POST', `/api/admin/games/${gameId}/draw`);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const [winner] = (await adminCall('GET', '/api/admin/winners')).body.filter(
      (w: { gameId: number }) => w.gameId === gameId,
    );
    // As curl -X DELETE sends it: no body, no content type.
    const bare = await adminCall('DELETE', `/api/admin/winners/${winner.id}`);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body).toEqual({ success: true });
    expect((await fairnessLog(gameId)).at(-1)).toEqual(
      expect.objectContaining({
        type: 'setaside',
        number: drawn.body.winner.number,
        detail: 'Set aside by the administrator',
      }),
    );
    const mail = await server.db.sql<{ data: { reason: string } }[]>`
      SELECT data FROM mail_outbox WHERE kind = 'winner-set-aside' AND data->>'gameName' = 'Set aside plainly'`;
    expect(mail.map((m) => m.data.reason)).toEqual(['Set aside by the administrator']);
    // A blank reason is no reason: the default again, on a second draw's winner.
    const again = await adminCall('POST', `/api/admin/games/${gameId}/draw`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const [next] = (await adminCall('GET', '/api/admin/winners')).body.filter(
      (w: { gameId: number }) => w.gameId === gameId,
    );
    expect((await adminCall('DELETE', `/api/admin/winners/${next.id}`, { reason: '  ' })).status).toBe(200);
    expect((await fairnessLog(gameId)).at(-1)?.detail).toBe('Set aside by the administrator');
  }, 60_000);

  it('a redraw is public: the set-aside and its reason are logged, the player told, and the verifier counts it', async () => {
    const players = await signedInPlayers(server.useCases, server.url, 4, 'life-redraw-');
    const gameId = await playedGame('Redrawn', players, 4);
    const first = await adminCall('POST', `/api/admin/games/${gameId}/draw`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [winner] = (await adminCall('GET', '/api/admin/winners')).body.filter(
      (w: { gameId: number }) => w.gameId === gameId,
    );
    const badReason = await adminCall('DELETE', `/api/admin/winners/${winner.id}`, { reason: 12 });
    expect(badReason.status).toBe(400);
    expect(badReason.body).toMatchObject({ code: 'INVALID_INPUT', field: 'reason' });
    const reason = 'Ineligible: an employee of the sponsor';
    const setAside = await adminCall('DELETE', `/api/admin/winners/${winner.id}`, { reason });
    expect(setAside.status, JSON.stringify(setAside.body)).toBe(200);
    const second = await adminCall('POST', `/api/admin/games/${gameId}/draw`);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.winner.number).not.toBe(first.body.winner.number);
    expect(second.body.winner.draw.candidates).toBe(3);

    const log = await fairnessLog(gameId);
    expect(log.slice(-3)).toMatchObject([
      { type: 'draw', number: first.body.winner.number },
      { type: 'setaside', number: first.body.winner.number, detail: reason },
      { type: 'draw', number: second.body.winner.number },
    ]);
    const lines = await verifyLines(gameId);
    expect(lines.code, lines.text).toBe(EXIT.verified);
    expect(lines.text).toContain(
      `set aside number ${first.body.winner.number}, reason ${JSON.stringify(reason)}`,
    );
    expect(lines.text).toContain('Set aside: 1 draw set aside');
    expect(lines.text).toMatch(/Verified: .*; 1 draw set aside\.$/);
    const mail = await server.db.sql<{ to_address: string; data: { reason: string } }[]>`
      SELECT to_address, data FROM mail_outbox WHERE kind = 'winner-set-aside' AND data->>'reason' = ${reason}`;
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_address).toBe(winner.winnerEmail);
  }, 60_000);

  async function verifyLines(gameId: number) {
    const out: string[] = [];
    const code = await verifyFromSite([server.url, String(gameId)], { fetch, out: (text) => out.push(text) });
    return { code, text: out.join('\n') };
  }
});
