import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { ManualClock } from '../support/test-app';

const MINUTE = 60_000;
const DECLINES: [nonce: string, code: string][] = [
  ['insufficient-funds', 'INSUFFICIENT_FUNDS'],
  ['expired-card', 'CARD_EXPIRED'],
  ['rejected-expiration', 'INVALID_EXPIRATION'],
  ['verification-required', 'CARD_DECLINED_VERIFICATION_REQUIRED'],
  ['declined', 'GENERIC_DECLINE'],
  ['rejected-cvv', 'CVV_FAILURE'],
  ['rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE'],
];

/** Declines through the real Square SDK (fake Square API) and the real server, over HTTP. */
describe('declined paid spins over HTTP', () => {
  const clock = new ManualClock(new Date());
  let fake: FakeSquare;
  let server: TestServer;
  let gameId: number;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake), { overrides: { clock } });
    gameId = await aPaidGame(server, 200);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const spin = (client: HttpClient, key = randomUUID()) =>
    client.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': key });

  it.each(DECLINES)(
    'a %s card: 400 with code %s, its text, the number held, no charge retried',
    async (nonce, code) => {
      const [player] = (await playersWithCards(
        server,
        1,
        `decline-${nonce}-`,
        `cnon:card-nonce-${nonce}`,
      )) as [HttpClient];
      const key = randomUUID();
      const answer = await spin(player, key);
      const number = answer.body.number;
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: declineMessage(code, number),
        code: 'PAYMENT_DECLINED',
        paymentFailed: true,
        number,
        paymentMessage: declineMessage(code, number),
        declineCode: code,
      });
      expect(await spin(player, key)).toEqual(answer);
      const hold = await player.get(`/api/games/${gameId}/open-hold`);
      expect(hold.body).toMatchObject({
        number,
        amount: number,
        paymentMessage: declineMessage(code, number),
      });
      const again = await spin(player);
      expect(again).toMatchObject({ status: 409, body: { code: 'HOLD_OPEN', number } });
      const [claim] = await server.db.sql`SELECT id, status FROM claims WHERE request_id = ${key}`;
      expect(claim).toMatchObject({ status: 'held' });
      const charges = fake.payments().filter((p) => p.referenceId === claim?.id);
      expect(charges.map((p) => p.status)).toEqual(['FAILED']);
    },
  );

  it('pays a held number with a new card, and releases an unpaid one when its hold ends', async () => {
    const [payer, leaver] = (await playersWithCards(
      server,
      2,
      'held-',
      'cnon:card-nonce-insufficient-funds',
    )) as [HttpClient, HttpClient];
    const paying = (await spin(payer)).body.number as number;
    const leaving = (await spin(leaver)).body.number as number;
    const paymentsBefore = fake.payments().length;

    const paid = await payer.post('/api/process-payment', {
      gameId,
      number: paying,
      cardNonce: 'cnon:card-nonce-ok',
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, number: paying, status: 'paid' } });
    expect((await payer.get('/api/user')).body).toMatchObject({
      cardOnFile: true,
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    expect(fake.payments()).toHaveLength(paymentsBefore + 1);

    const retried = await leaver.post('/api/process-payment', { gameId, number: leaving });
    expect(retried).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_DECLINED', declineCode: 'INSUFFICIENT_FUNDS' },
    });
    clock.advance(10 * MINUTE);
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({
      released: DECLINES.length + 1,
    });
    const available = (await leaver.get(`/api/games/${gameId}/available-numbers`)).body.availableNumbers;
    expect(available).toContain(leaving);
    expect(available).not.toContain(paying);
    expect((await leaver.post('/api/process-payment', { gameId, number: leaving })).body).toMatchObject({
      code: 'HOLD_EXPIRED',
    });
    // Nothing was charged that the players did not ask for: one call per spin or payment they made.
    expect(fake.payments()).toHaveLength(paymentsBefore + 2);
    const claims = await expectLedgerInvariants(server.db, fake);
    expect(claims.filter((c) => c.status === 'held')).toEqual([]);
  });
});
