import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../api/support/test-app';
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
const PAST_GRACE_MS = 60_000;

/** Square failing at each step of a paid spin; after the reconciler, every payment has its claim. */
describe('a paid spin when Square fails', () => {
  const clock = new ManualClock(new Date());
  let fake: FakeSquare;
  let server: TestServer;
  let player: HttpClient;
  let gameId: number;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake, TIMEOUT_MS), { overrides: { clock } });
    gameId = await aPaidGame(server, 100);
    [player] = (await playersWithCards(server, 1, 'faults-')) as [HttpClient];
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const spin = (key: string) =>
    player.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': key });
  const attemptOf = async (spinId: string) =>
    (await server.db.sql`SELECT status, tries, last_error FROM payment_attempts WHERE id = ${spinId}`)[0];

  it('Square 500, then success: charged once, in the same request', async () => {
    fake.failNext('/v2/payments', { status: 500 });
    const answer = await spin(randomUUID());
    expect(answer).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(await attemptOf(answer.body.spinId)).toMatchObject({ status: 'approved', tries: 2 });
    expect(fake.payments().filter((p) => p.referenceId === answer.body.spinId)).toHaveLength(1);
    await expectLedgerInvariants(server.db, fake);
  });

  it('Square charges but the answer is lost every time: pending, then settled once by the reconciler', async () => {
    fake.failNext('/v2/payments', { hold: true });
    fake.failNext('/v2/payments', { drop: true });
    fake.failNext('/v2/payments', { status: 503, afterProcessing: true });
    const key = randomUUID();
    const calls = fake.requestCount('/v2/payments');
    const pending = await spin(key);
    expect(fake.requestCount('/v2/payments') - calls, 'three tries reached Square').toBe(3);
    expect(pending).toMatchObject({ status: 202, body: { status: 'pending', isFreePlay: false } });
    expect(pending.body.message).toContain('being confirmed');
    const spinId = pending.body.spinId;
    expect(fake.payments().filter((p) => p.referenceId === spinId)).toHaveLength(1);
    const claim = await server.db.sql`SELECT status FROM claims WHERE id = ${spinId}`;
    expect(claim).toEqual([{ status: 'pending' }]);
    // A payment without a confirmed claim exists only until the reconciler has run.
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({ settled: 0 });
    clock.advance(PAST_GRACE_MS);
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1, stillPending: 0 });
    expect(await attemptOf(spinId)).toMatchObject({ status: 'approved', tries: 4 });
    await expectLedgerInvariants(server.db, fake);
    expect(fake.payments().filter((p) => p.referenceId === spinId)).toHaveLength(1);
    expect(await spin(key)).toMatchObject({ status: 200, body: { status: 'paid', spinId } });
  });

  it('Square never gets the request: pending, then charged once by the reconciler', async () => {
    for (let i = 0; i < 3; i++) fake.failNext('/v2/payments', { status: 500 });
    const pending = await spin(randomUUID());
    expect(pending).toMatchObject({ status: 202, body: { status: 'pending' } });
    expect(fake.payments().filter((p) => p.referenceId === pending.body.spinId)).toEqual([]);
    clock.advance(PAST_GRACE_MS);
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    expect(fake.payments().filter((p) => p.referenceId === pending.body.spinId)).toHaveLength(1);
    await expectLedgerInvariants(server.db, fake);
  });
});
