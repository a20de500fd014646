import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCap } from '../../../domain/play/hold-policy';
import { ManualClock } from '../../api/support/test-app';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import { FaultyGateway } from '../../support/faulty-gateway';
import { Gate } from '../../support/gate';
import {
  aPaidGame,
  expectLedgerInvariants,
  playersWithCards,
  squareOnFake,
  startPaymentServer,
} from '../../support/paid-spins';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';

const PAST_GRACE_MS = 60_000;
const BATCH = 4;

/**
 * Server processes stopping mid-payment and two processes reconciling at once, on one database
 * (PostgreSQL when DATABASE_URL is set). Each "process" is a server with its own container and
 * gateway; they share only the database, the fake Square and the clock.
 */
describe('paid spins across a restart and two server processes', () => {
  const clock = new ManualClock(new Date());
  let fake: FakeSquare;
  let db: TestDatabase;

  beforeAll(async () => {
    fake = await startFakeSquare();
    db = await withTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
    await fake?.close();
  });
  /** A healthy process; its gateway counts the charges it makes. */
  const counted: FaultyGateway[] = [];
  const healthyServer = () => {
    const gateway = new FaultyGateway(squareOnFake(fake));
    counted.push(gateway);
    // Small batches, so two processes reconciling at once share the work.
    return startPaymentServer(gateway, {
      db,
      overrides: { clock, paymentTimings: { reconcileBatch: BATCH } },
    });
  };

  it('a process stopped after Square approved, before confirming: the next process settles it', async () => {
    const crashing = new FaultyGateway(squareOnFake(fake));
    const first = await startPaymentServer(crashing, { db, overrides: { clock } });
    const gameId = await aPaidGame(first, 30);
    await playersWithCards(first, 1, 'crash-');
    const [{ id: userId }] = (await db.sql`SELECT id FROM users ORDER BY id DESC LIMIT 1`) as [
      { id: number },
    ];
    crashing.failNext('crash');
    const requestId = randomUUID();
    const charged = fake.requested('/v2/payments', fake.requestCount('/v2/payments') + 1);
    // The request never returns: this process dies between Square's approval and the confirmation.
    void first.useCases.spinWheel.execute({ userId, gameId, requestId });
    await charged;
    expect(fake.payments().filter((p) => p.status === 'COMPLETED')).toHaveLength(1);
    await first.close();
    const [claim] = await db.sql`SELECT id, status FROM claims WHERE request_id = ${requestId}`;
    expect(claim).toMatchObject({ status: 'pending' });
    expect(fake.payments()).toHaveLength(1);

    const next = await healthyServer();
    try {
      clock.advance(PAST_GRACE_MS);
      expect(await next.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1, stillPending: 0 });
      expect(fake.payments()).toHaveLength(1);
      await expectLedgerInvariants(db, fake);
      const answer = await next.useCases.spinWheel.execute({ userId, gameId, requestId });
      expect(answer).toMatchObject({ ok: true, value: { status: 'paid', claim: { id: claim?.id } } });
    } finally {
      await next.close();
    }
  });

  it('two processes reconciling the same unconfirmed charges settle each exactly once', async () => {
    const lossy = new FaultyGateway(squareOnFake(fake));
    const spinner = await startPaymentServer(lossy, { db, overrides: { clock } });
    const [one, two] = [await healthyServer(), await healthyServer()];
    try {
      const gameId = await aPaidGame(spinner, 60);
      // Two rounds of 20 players: a player's pending spin blocks their next one (claims_one_unsettled_key).
      const round = async (tag: string) => [
        ...(await playersWithCards(spinner, 16, `two-ok-${tag}-`)),
        ...(await playersWithCards(spinner, 4, `two-no-${tag}-`, 'cnon:card-nonce-declined')),
      ];
      const [first, second] = [await round('a'), await round('b')];
      const spinAll = (players: typeof first) =>
        Promise.all(
          players.map((c) =>
            c.request(
              'POST',
              '/api/spin',
              { gameId, agreedToTerms: true },
              { 'Idempotency-Key': randomUUID() },
            ),
          ),
        );
      // Half the spins reach Square but lose the answer; the other half never reach it.
      lossy.always = 'lost-answer';
      const reached = await spinAll(first);
      lossy.always = 'lost-request';
      const lost = await spinAll(second);
      for (const answer of [...reached, ...lost]) expect(answer).toMatchObject({ status: 202 });
      expect(fake.payments().filter((p) => p.status === 'COMPLETED')).toHaveLength(1 + 16);

      clock.advance(PAST_GRACE_MS);
      // Four runs at once per round, two in each process. Their charges wait at one gate until
      // every charge leased in the round has arrived there: each run leases while others hold leases,
      // and charges while the others are charging.
      let settled = 0;
      for (let round = 0; round < 10 && settled < 40; round++) {
        const gate = new Gate();
        for (const gateway of counted.slice(-2)) gateway.gate = gate;
        const runs = [one, two, one, two].map((s) => s.useCases.reconcilePayments.execute());
        await gate.arrivals(Math.min(40 - settled, 4 * BATCH));
        gate.open();
        settled += (await Promise.all(runs)).reduce((sum, r) => sum + r.settled + r.stillPending, 0);
      }
      expect(settled).toBe(40);
      // Leases: each unconfirmed charge was retried by one process only, once.
      const retried = counted.slice(-2).flatMap((g) => g.charges.map((c) => c.idempotencyKey));
      expect(retried).toHaveLength(40);
      expect(new Set(retried).size).toBe(40);
      expect(counted.at(-1)?.charges.length, 'both processes took a share').toBeGreaterThan(0);
      expect(counted.at(-2)?.charges.length).toBeGreaterThan(0);
      const attempts =
        await db.sql`SELECT status, count(*)::int AS n FROM payment_attempts GROUP BY status ORDER BY status`;
      expect(attempts).toEqual([
        { status: 'approved', n: 1 + 32 },
        { status: 'declined', n: 8 },
      ]);
      const claims = await expectLedgerInvariants(db, fake);
      // A game holds at most a tenth of its numbers after declines; the declines past that gave theirs back.
      expect(claims.filter((c) => c.status === 'held')).toHaveLength(holdCap(60));
      expect(claims.filter((c) => c.status === 'released')).toHaveLength(8 - holdCap(60));
      // One completed charge per approved claim; a declined card was asked once per spin, never again.
      expect(fake.payments().filter((p) => p.status === 'COMPLETED')).toHaveLength(1 + 32);
      expect(fake.payments().filter((p) => p.status === 'FAILED')).toHaveLength(8);
    } finally {
      await Promise.all([spinner.close(), one.close(), two.close()]);
    }
    // Measured on a busy 2-core machine (load average 7-9): PGlite 11 s, PostgreSQL 13 s.
  }, 60_000);
});
