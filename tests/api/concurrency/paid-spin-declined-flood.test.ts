import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import {
  aPaidGame,
  expectLedgerInvariants,
  playersWithCards,
  squareOnFake,
  startPaymentServer,
} from '../../support/paid-spins';
import type { TestServer } from '../../support/test-server';

/**
 * One player whose default card is declined presses spin 100 times at once, over HTTP on the real
 * server and database adapters (PostgreSQL when DATABASE_URL is set), charging through the real
 * Square SDK on the fake Square API. claims_one_unsettled_key allows one unsettled claim per player and game.
 */
describe('100 parallel paid spins of one player with a declined card', () => {
  let fake: FakeSquare;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('holds exactly one number, sends one charge, and answers every other spin 409 HOLD_OPEN or PAYMENT_PENDING', async () => {
    const gameId = await aPaidGame(server, 200);
    const [player] = await playersWithCards(server, 1, 'declined-flood-', 'cnon:card-nonce-declined');
    if (!player) throw new Error('no player');

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        player.request(
          'POST',
          '/api/spin',
          { gameId, agreedToTerms: true },
          { 'Idempotency-Key': randomUUID() },
        ),
      ),
    );

    const declined = answers.filter((a) => a.body?.code === 'PAYMENT_DECLINED');
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ status: 400, body: { paymentFailed: true } });
    const heldNumber = declined[0]?.body.number as number;
    const others = answers.filter((a) => a.body?.code !== 'PAYMENT_DECLINED');
    for (const answer of others) {
      expect(answer.status).toBe(409);
      expect(['HOLD_OPEN', 'PAYMENT_PENDING']).toContain(answer.body.code);
      expect(answer.body.number).toBe(heldNumber);
    }

    const claims = await server.db.sql<{ status: string; number: number }[]>`
      SELECT status, number FROM claims WHERE game_id = ${gameId}`;
    expect(claims).toEqual([{ status: 'held', number: heldNumber }]);
    const attempts = await server.db.sql<{ status: string }[]>`
      SELECT a.status FROM payment_attempts a JOIN claims c ON c.id = a.claim_id WHERE c.game_id = ${gameId}`;
    expect(attempts).toEqual([{ status: 'declined' }]);
    expect(fake.payments()).toHaveLength(1);
    const [game] = await server.db.sql<{ numbers_left: number }[]>`
      SELECT numbers_left FROM games WHERE id = ${gameId}`;
    expect(game?.numbers_left).toBe(199);
    await expectLedgerInvariants(server.db, fake);
  });
});
