import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The client's own timeout ends a held charge; generous, so an answered one never hits it under load. */
const TIMEOUT_MS = 2_000;

/** One spin sent many times with one key: one claim, one payment at Square, one answer. */
describe('a paid spin sent again with the same key', () => {
  let fake: FakeSquare;
  let server: TestServer;
  let player: HttpClient;
  let gameId: number;

  beforeAll(async () => {
    fake = await startFakeSquare();
    // Repeats wait for the first request's charge however slow the machine: well past a held charge.
    server = await startPaymentServer(squareOnFake(fake, TIMEOUT_MS), {
      overrides: { paymentTimings: { repeatWaitMs: TIMEOUT_MS * 10 } },
    });
    gameId = await aPaidGame(server, 100);
    [player] = (await playersWithCards(server, 1, 'same-key-')) as [HttpClient];
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  const spin = (key: string) =>
    player.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': key });
  const paymentsWith = (key: string) => fake.payments().filter((p) => p.idempotencyKey === key);

  async function expectOneClaimAndPayment(answers: { status: number; body: { spinId: string } }[]) {
    const spinId = answers[0]?.body.spinId ?? '';
    const claims = await server.db.sql`SELECT id FROM claims WHERE id = ${spinId}`;
    expect(claims).toHaveLength(1);
    expect(paymentsWith(spinId)).toHaveLength(1);
    expect(paymentsWith(spinId)[0]).toMatchObject({ status: 'COMPLETED', referenceId: spinId });
    await expectLedgerInvariants(server.db, fake);
  }

  it('5 at once: one claim, one payment, five identical answers', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => spin(key)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body).toMatchObject({ status: 'paid', isFreePlay: false });
    await expectOneClaimAndPayment(answers);
    expect(await spin(key)).toEqual(answers[0]);
    const rows = await server.db.sql`SELECT id FROM claims WHERE request_id = ${key}`;
    expect(rows).toHaveLength(1);
  });

  it('5 at once while Square never answers: still one payment and the same answer', async () => {
    // Square charges, but its answer never comes: the request times out and retries with the same key.
    fake.failNext('/v2/payments', { hold: true });
    const key = randomUUID();
    const calls = fake.requestCount('/v2/payments');
    const first = spin(key);
    // The other four arrive while Square holds the first charge.
    await fake.requested('/v2/payments', calls + 1);
    const answers = await Promise.all([first, ...[2, 3, 4, 5].map(() => spin(key))]);
    expect(fake.requestCount('/v2/payments') - calls).toBe(2);
    const [attempt] = await server.db
      .sql`SELECT tries, last_error FROM payment_attempts WHERE id = ${answers[0]?.body.spinId}`;
    expect(attempt).toMatchObject({ tries: 2, last_error: expect.stringContaining('timeout') });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 200, body: { status: 'paid' } });
    await expectOneClaimAndPayment(answers);
    // Sent again later, after the forced timeout: the same answer, nothing new at Square.
    const before = fake.payments().length;
    expect(await spin(key)).toEqual(answers[0]);
    expect(fake.payments()).toHaveLength(before);
  });

  it('tRPC: the same request id 5 times at once gives one claim, one payment, one answer', async () => {
    const requestId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => player.post('/trpc/spins.paid', { gameId, requestId, agreedToTerms: true })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const spinBody = answers[0]?.body.result.data;
    expect(spinBody).toMatchObject({ status: 'paid', gameId });
    await expectOneClaimAndPayment([{ status: 200, body: spinBody }]);
  });
});
