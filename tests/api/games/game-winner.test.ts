import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

const AUTOMATIC = { id: 0, email: 'automatic draw' };

/** The public game answer once a game is drawn, on the real server and database (PGlite or PostgreSQL). */
describe('the public game answer names its winner as the public may see them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
  });
  afterAll(() => server?.close());

  /** A two-number free game both players entered: sold out, ready to draw. */
  async function soldOutGame(players: HttpClient[]) {
    const created = await server.useCases.createGame.execute({
      name: 'Winner Wheel',
      prize: 'Mug',
      totalNumbers: players.length,
      freePlay: { start: 1, end: players.length },
    });
    if (!created.ok) throw new Error(created.error.message);
    for (const player of players) {
      expect((await player.post('/api/free-spin', { gameId: created.value.id })).status).toBe(200);
    }
    return created.value.id;
  }

  const readGame = async (client: HttpClient, id: number) => {
    const rest = await client.get(`/api/games/${id}`);
    const input = encodeURIComponent(JSON.stringify({ id }));
    const trpc = await client.get(`/trpc/games.byId?input=${input}`);
    expect(rest.status).toBe(200);
    expect(trpc.body.result.data.winner).toEqual(rest.body.winner);
    return rest.body;
  };

  it('null before the draw; after it first name, last initial and state by default, never an e-mail or full last name', async () => {
    const players = await signedInPlayers(server.useCases, server.url, 2, 'winner-private-');
    const [a] = players;
    if (!a) throw new Error('no player');
    const id = await soldOutGame(players);
    expect(await readGame(a, id)).toMatchObject({ status: 'complete', winner: null });

    const drawn = await server.useCases.drawWinner.execute({ gameId: id, admin: AUTOMATIC });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const game = await readGame(a, id);
    expect(game.winner).toEqual({ name: 'Load P. from TN', number: drawn.value.number });
    expect(JSON.stringify(game)).not.toMatch(/@|Player\d/);
  });

  it("Profile Visibility off shows only the state, and the answer follows the player's choice", async () => {
    const players = await signedInPlayers(server.useCases, server.url, 2, 'winner-public-');
    const id = await soldOutGame(players);
    const drawn = await server.useCases.drawWinner.execute({ gameId: id, admin: AUTOMATIC });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const accounts = await Promise.all(players.map((player) => player.get('/api/user')));
    const won = players[accounts.findIndex((account) => account.body.email === drawn.value.email)];
    if (!won) throw new Error('the winner is none of the players');
    const preferences = (await won.get('/api/user/preferences')).body;
    expect(preferences.profileVisible).toBe(true);

    await won.request('PUT', '/api/user/preferences', { ...preferences, profileVisible: false });
    expect((await readGame(won, id)).winner).toEqual({
      name: 'A player from TN',
      number: drawn.value.number,
    });
    expect((await won.get('/api/user/preferences')).body.profileVisible).toBe(false);

    await won.request('PUT', '/api/user/preferences', { ...preferences, profileVisible: true });
    expect((await readGame(won, id)).winner.name).toBe('Load P. from TN');
  });
});
