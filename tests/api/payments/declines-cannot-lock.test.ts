import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCap } from '../../../domain/play/hold-policy';
import type { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards } from '../../support/paid-spins';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';

const spin = (player: HttpClient, gameId: number) =>
  player.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': randomUUID() });

const spinOverTrpc = (player: HttpClient, gameId: number) =>
  player.post('/trpc/spins.paid', { gameId, requestId: randomUUID(), agreedToTerms: true });

/** A declined spin's tRPC error data, holding `number` (null: nothing held). */
const declinedHolding = (number: number | null) => ({
  appCode: 'PAYMENT_DECLINED',
  paymentFailed: true,
  number,
  paymentMessage: expect.any(String),
});

/**
 * On the real server: declined spins hold at most a tenth of a game, so throwaway accounts with a
 * card that declines cannot make it look sold out; a game of free numbers only takes one entry each.
 */
describe('declined spins and free entries cannot use up a game', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ reconcileIntervalMs: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('20 accounts declining on a 20-number game in parallel: a paying player still lands a number', async () => {
    const gameId = await aPaidGame(server, 20);
    const decliners = await playersWithCards(server, 20, 'decl-', 'cnon:card-nonce-insufficient-funds');
    const [payer] = (await playersWithCards(server, 1, 'payer-')) as [HttpClient];
    const declined = await Promise.all(decliners.map((player) => spin(player, gameId)));
    for (const answer of declined) {
      expect(answer).toMatchObject({ status: 400, body: { code: 'PAYMENT_DECLINED', paymentFailed: true } });
    }
    const holds = await Promise.all(decliners.map((player) => player.get(`/api/games/${gameId}/open-hold`)));
    expect(holds.filter((hold) => hold.body !== null)).toHaveLength(holdCap(20));
    const statuses = await server.db.sql<{ status: string; count: number }[]>`
      SELECT status, count(*)::int AS count FROM claims WHERE game_id = ${gameId} GROUP BY status ORDER BY status`;
    expect(statuses).toEqual([
      { status: 'held', count: 2 },
      { status: 'released', count: 18 },
    ]);
    // Under the cap a decline names the number now held; past it, it names none: nothing is held.
    declined.forEach((answer, i) => {
      const hold = holds[i]?.body as { number: number } | null;
      expect(answer.body).toMatchObject({
        number: hold ? hold.number : null,
        paymentMessage: expect.any(String),
      });
    });
    // A decline past the cap holds nothing: that player may spin again at once, over tRPC too.
    const unheld = decliners[holds.findIndex((hold) => hold.body === null)] as HttpClient;
    expect((await spin(unheld, gameId)).body).toMatchObject({ code: 'PAYMENT_DECLINED', number: null });
    const again = await spinOverTrpc(unheld, gameId);
    expect(again).toMatchObject({ status: 400, body: { error: { data: declinedHolding(null) } } });
    expect((await unheld.get(`/api/games/${gameId}/open-hold`)).body).toBeNull();

    const paid = await spin(payer, gameId);
    expect(paid).toMatchObject({ status: 200, body: { status: 'paid', gameId } });
    expect(
      (await server.db.sql`SELECT 1 FROM claims WHERE game_id = ${gameId} AND status = 'paid'`).length,
    ).toBe(1);
  });

  it('a decline under the cap holds its number and names it, over REST and tRPC', async () => {
    const gameId = await aPaidGame(server, 20);
    const [rest, trpc] = await playersWithCards(server, 2, 'decl-under-', 'cnon:card-nonce-declined');
    if (!rest || !trpc) throw new Error('no players');
    const overRest = await spin(rest, gameId);
    const restHold = (await rest.get(`/api/games/${gameId}/open-hold`)).body as { number: number };
    expect(overRest).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_DECLINED', number: restHold.number },
    });
    const overTrpc = await spinOverTrpc(trpc, gameId);
    const trpcHold = (await trpc.get(`/api/games/${gameId}/open-hold`)).body as { number: number };
    expect(overTrpc).toMatchObject({
      status: 400,
      body: { error: { data: declinedHolding(trpcHold.number) } },
    });
  });

  it('a game whose every number is free takes one entry per player under 20 parallel requests', async () => {
    const created = await server.useCases.createGame.execute({
      name: 'All Free',
      prize: 'Mug',
      totalNumbers: 50,
      freePlay: { start: 1, end: 50 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const gameId = created.value.id;
    const [player] = (await signedInPlayers(server.useCases, server.url, 1, 'allfree-')) as [HttpClient];
    await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? player.post('/api/free-spin', { gameId }) : spin(player, gameId),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(['FREE_PLAY_EXHAUSTED', 'NO_NUMBER_FOR_SALE']).toContain(answer.body.code);
    }
    const claims = await server.db.sql`SELECT number FROM claims WHERE game_id = ${gameId}`;
    expect(claims).toHaveLength(1);
  });
});
