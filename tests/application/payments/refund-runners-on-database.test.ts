import type postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../../../adapters/postgres/database';
import { postgresPersistence } from '../../../adapters/postgres/persistence';
import { ManualClock } from '../../api/support/test-app';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import { Gate } from '../../support/gate';
import { squareOnFake } from '../../support/paid-spins';
import { resetDatabase, type TestDatabase, withTestDatabase } from '../../support/test-database';
import { LEASE_MS, type RefundsProcess, refundsProcess } from './refunds-world';

const CLAIMS = 50;
const REASON = 'Game cancelled';

/**
 * Two server processes (two containers, each on its own connection pool) refunding the same game on
 * one database (PostgreSQL when DATABASE_URL is set, else PGlite), through the real square SDK on
 * the fake Square API. Measured on PGlite on the busy 2-core machine: up to 45 s a test with its set-up
 * (50 paid spins), hence the longer timeout.
 */
describe('refund runners on the database', { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let secondPool: postgres.Sql;
  let fake: FakeSquare;
  let a: RefundsProcess;
  let b: RefundsProcess;
  let gameId: number;

  beforeAll(async () => {
    db = await withTestDatabase();
    // A PGlite URL reaches one backend session: its second process shares the pool.
    secondPool = db.kind === 'postgres' ? connect(db.url, { max: 5 }) : db.sql;
    fake = await startFakeSquare();
  });
  afterAll(async () => {
    await fake?.close();
    if (secondPool !== db.sql) await secondPool?.end({ timeout: 5 });
    await db?.close();
  });
  beforeEach(async () => {
    await resetDatabase(db.sql);
    fake.reset();
    const clock = new ManualClock();
    a = refundsProcess(postgresPersistence(db.sql), squareOnFake(fake, 15_000), clock);
    b = refundsProcess(postgresPersistence(secondPool), squareOnFake(fake, 15_000), clock);
    ({ gameId } = await a.aGameWithPaidClaims(CLAIMS));
  });

  async function expectExactlyOneRefundPerClaim(): Promise<void> {
    const made = fake.refunds().filter((r) => r.status === 'PENDING' || r.status === 'COMPLETED');
    expect(made).toHaveLength(CLAIMS);
    const paidIds = fake.payments().map((p) => p.id);
    expect(new Set(made.map((r) => r.paymentId))).toEqual(new Set(paidIds));
    const rows = await b.repos.payments.listRefunds(gameId);
    expect(rows).toHaveLength(CLAIMS);
    expect(rows.every((r) => r.status === 'refunded')).toBe(true);
    expect((await b.refundProgress.execute(gameId)).progress).toMatchObject({ refunded: CLAIMS, done: true });
  }

  it('two processes refunding the same game at once make exactly 50 refunds', async () => {
    const [first, second] = await Promise.all([
      a.refundGame.execute({ gameId, reason: REASON }),
      b.refundGame.execute({ gameId, reason: REASON }),
    ]);
    expect(first.opened + second.opened).toBe(CLAIMS);
    // Both reconcilers run together until every refund Square is processing is confirmed.
    for (let round = 0; round < 10 && !(await a.refundProgress.execute(gameId)).progress.done; round++) {
      a.clock.advance(300_000);
      await Promise.all([a.useCases.reconcilePayments.execute(), b.useCases.reconcilePayments.execute()]);
    }
    await expectExactlyOneRefundPerClaim();
  });

  it('a process killed between Square refunding and its record leaves exactly 50 once the other takes over', async () => {
    const killed = new Gate();
    a.gateway.refundGate = killed;
    void a.refundGame.execute({ gameId, reason: REASON });
    // Its first refunds reached Square and were made; the process never records them.
    await killed.arrivals(8);
    expect(fake.refunds()).toHaveLength(8);
    // Its leases still hold: the other process leaves them alone until they run out.
    expect(await b.useCases.reconcilePayments.execute()).not.toHaveProperty('refunded');
    a.clock.advance(LEASE_MS);
    await b.reconcileUntilDone(gameId);
    await expectExactlyOneRefundPerClaim();
    // The other process asked again under the killed one's keys: Square answered with those refunds.
    const killedKeys = a.gateway.refundCalls.map((call) => call.idempotencyKey);
    const askedAgain = b.gateway.refundCalls.filter((call) => killedKeys.includes(call.idempotencyKey));
    expect(askedAgain.length).toBeGreaterThanOrEqual(8);
  });
});
