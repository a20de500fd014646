import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/** Many players racing for the free numbers of one game, over HTTP, on the real database adapters. */
describe.each([
  { players: 100, numbers: 50 },
  { players: 250, numbers: 200 },
])('$players concurrent free spins on a $numbers-number all-free game', ({ players, numbers }) => {
  let server: TestServer;
  let gameId: number;
  let clients: HttpClient[];

  // Set-up (registrations and sign-ins) is not the race: it stays out of the timed test.
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    const game = await server.useCases.createGame.execute({
      name: 'Race',
      prize: 'Mug',
      totalNumbers: numbers,
      freePlay: { start: 1, end: numbers },
    });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
    clients = await signedInPlayers(server.useCases, server.url, players, `race${numbers}-`);
    // Measured on a busy 2-core machine (PGlite, load average 14): 28-34 s for 250 players.
  }, 120_000);
  afterAll(() => server?.close());

  it(`claims exactly ${numbers} distinct numbers and refuses the rest clearly`, async () => {
    const answers = await Promise.all(clients.map((c) => c.post('/api/free-spin', { gameId })));

    const won = answers.filter((a) => a.status === 200).map((a) => a.body.number as number);
    const refused = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(numbers);
    expect(new Set(won).size).toBe(numbers);
    expect(won.every((n) => n >= 1 && n <= numbers)).toBe(true);
    expect(refused).toHaveLength(players - numbers);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      // Once every number is taken the game is complete: that is the refusal late players get.
      expect(answer.body.code).toBe('GAME_COMPLETE');
      expect(answer.body.message).toBe('All numbers have been claimed');
    }
    const rows = await server.db.sql<{ number: number; user_id: number }[]>`
      SELECT number, user_id FROM claims WHERE game_id = ${gameId} AND status <> 'released'`;
    expect(rows).toHaveLength(numbers);
    expect(new Set(rows.map((r) => r.number)).size).toBe(numbers);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(numbers);
    const left = await server.useCases.getAvailableNumbers.execute(gameId);
    expect(left.ok && left.value).toEqual([]);
    // The race alone, measured on a busy 2-core machine (load average 14): PGlite 8 s (100 players) and
    // 14-20 s (250), PostgreSQL 3 s and 5 s.
  }, 60_000);
});
