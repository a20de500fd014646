import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declineMessage } from '../../../domain/payments/payment-messages';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import type { HttpClient } from '../../support/http-client';
import {
  aPaidGame,
  expectLedgerInvariants,
  playersWithCards,
  squareOnFake,
  startPaymentServer,
} from '../../support/paid-spins';
import type { TestServer } from '../../support/test-server';

/**
 * The attack on process-payment: many parallel calls for one held number, over HTTP on the real
 * server, charging through the real Square SDK on the fake Square API.
 */
describe('parallel process-payment calls for one held number', () => {
  let fake: FakeSquare;
  let server: TestServer;
  let gameId: number;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake));
    gameId = await aPaidGame(server, 300);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** A player whose card has no funds, and the number their declined spin holds. */
  async function aHeldNumber(tag: string): Promise<{ player: HttpClient; number: number; claimId: string }> {
    const [player] = (await playersWithCards(server, 1, tag, 'cnon:card-nonce-insufficient-funds')) as [
      HttpClient,
    ];
    const key = randomUUID();
    const spin = await player.request(
      'POST',
      '/api/spin',
      { gameId, agreedToTerms: true },
      { 'Idempotency-Key': key },
    );
    expect(spin.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const [claim] = await server.db.sql<{ id: string }[]>`SELECT id FROM claims WHERE request_id = ${key}`;
    return { player, number: spin.body.number as number, claimId: claim?.id ?? '' };
  }

  async function cardsOnFile(claimId: string) {
    return server.db.sql<{ brand: string; last4: string; gateway_card_id: string; is_default: boolean }[]>`
      SELECT brand, last4, gateway_card_id, is_default FROM payment_cards
      WHERE disabled_at IS NULL AND user_id = (SELECT user_id FROM claims WHERE id = ${claimId})
      ORDER BY id`;
  }

  async function cardsAtSquare(claimId: string) {
    const [customer] = await server.db.sql<{ gateway_customer_id: string }[]>`
      SELECT gateway_customer_id FROM payment_customers
      WHERE user_id = (SELECT user_id FROM claims WHERE id = ${claimId})`;
    return squareOnFake(fake).listCards(customer?.gateway_customer_id ?? '');
  }

  it.each([5, 20])(
    '%i calls with a new card: one card stored, one charge, every call answers paid',
    async (calls) => {
      const { player, number, claimId } = await aHeldNumber(`race${calls}-`);
      const answers = await Promise.all(
        Array.from({ length: calls }, () =>
          player.post('/api/process-payment', { gameId, number, cardNonce: 'cnon:card-nonce-ok' }),
        ),
      );
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200, body: { success: true, number, status: 'paid' } });
      }
      const charges = fake.payments().filter((p) => p.referenceId === claimId);
      expect(charges.map((p) => [p.status, p.amountCents])).toEqual([
        ['FAILED', number * 100],
        ['COMPLETED', number * 100],
      ]);
      const cards = await cardsOnFile(claimId);
      expect(cards.map((c) => [c.brand, c.last4, c.is_default])).toEqual([
        ['VISA', '9995', false],
        ['VISA', '1111', true],
      ]);
      // Only the cards on file are enabled at Square: nothing stored twice there either.
      expect((await cardsAtSquare(claimId)).map((c) => c.cardId).sort()).toEqual(
        cards.map((c) => c.gateway_card_id).sort(),
      );
      expect((await player.get(`/api/games/${gameId}/open-hold`)).body).toBeNull();
      await expectLedgerInvariants(server.db, fake);
    },
  );

  /**
   * Starts the calls with the held claim's row locked (PostgreSQL) until each of them waits for it: each
   * has read the attempt it starts from and queues to take the hold, so one takes it and the others
   * follow its charge. Without the lock, on a busy machine a call could start only after the first
   * call's decline had settled, and try the card again as a new payment, which it may. PGlite serves
   * one connection at a time, so the calls are started as they come.
   */
  async function queuedOnTheHold<T>(claimId: string, calls: number, call: () => Promise<T>): Promise<T[]> {
    const start = () => Promise.all(Array.from({ length: calls }, call));
    if (server.db.kind !== 'postgres') return start();
    const { sql } = server.db;
    let answers: Promise<T[]> = Promise.resolve([]);
    await sql.begin(async (tx) => {
      await tx`SELECT 1 FROM claims WHERE id = ${claimId} FOR UPDATE`;
      answers = start();
      await vi.waitFor(
        async () => {
          // The calls' updates of the claim waiting on a lock, nothing else of this database.
          const [row] = await sql<{ waiting: number }[]>`
            SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND query ILIKE '%UPDATE claims%'`;
          expect(row?.waiting).toBe(calls);
        },
        { timeout: 20_000, interval: 20 },
      );
    });
    return answers;
  }

  it('calls with the declining card on file: one charge, every call answers the decline', async () => {
    const { player, number, claimId } = await aHeldNumber('race-declined-');
    const answers = await queuedOnTheHold(claimId, 5, () =>
      player.post('/api/process-payment', { gameId, number }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'PAYMENT_DECLINED',
          number,
          declineCode: 'INSUFFICIENT_FUNDS',
          paymentMessage: declineMessage('INSUFFICIENT_FUNDS', number),
        },
      });
    }
    expect(fake.payments().filter((p) => p.referenceId === claimId)).toHaveLength(2);
    expect((await player.get(`/api/games/${gameId}/open-hold`)).body).toMatchObject({ number });
    await expectLedgerInvariants(server.db, fake);
  });

  it('parallel card/add of one nonce stores one card, and every call answers it', async () => {
    const [player] = (await playersWithCards(server, 1, 'race-add-', 'cnon:card-nonce-ok-amex')) as [
      HttpClient,
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' })),
    );
    const ids = new Set(answers.map((a) => a.body.card?.id));
    expect(ids.size).toBe(1);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: { cardBrand: 'Visa', cardLast4: '1111' } });
    }
    const cards = (await player.get('/api/payment-cards')).body;
    expect(cards).toMatchObject([
      { cardBrand: 'American Express', isDefault: true },
      { cardBrand: 'Visa', cardLast4: '1111', isDefault: false },
    ]);
    expect(cards).toHaveLength(2);
  });
});
