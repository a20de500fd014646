import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../api/support/test-app';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import { FaultyGateway } from '../../support/faulty-gateway';
import { Gate } from '../../support/gate';
import { aPaidGame, playersWithCards, squareOnFake, startPaymentServer } from '../../support/paid-spins';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import type { TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import {
  adminCalls,
  PAST_BACKOFF_MS,
  paidSpins,
  reconcileUntilRefunded,
  refundsAndMail,
} from './cancel-game-support';

const PLAYERS = 10;
const EACH = 5;
const CLAIMS = PLAYERS * EACH;

/**
 * Two server processes on one database (PostgreSQL when DATABASE_URL is set, else PGlite), refunding
 * through the real square SDK on the fake Square API. The process that took the cancel stops dead
 * during its refunds (its gateway calls never return: the state a kill -9 leaves), and the other's
 * reconciler finishes once the dead one's leases run out.
 */
describe('a cancel whose process dies during its refunds', { timeout: 240_000 }, () => {
  const clock = new ManualClock(new Date());
  let fake: FakeSquare;
  let db: TestDatabase;
  let dying: TestServer;
  let other: TestServer;
  const killed = new Gate();

  beforeAll(async () => {
    fake = await startFakeSquare();
    db = await withTestDatabase();
    const stopping = new FaultyGateway(squareOnFake(fake, 15_000));
    stopping.refundGate = killed;
    dying = await startPaymentServer(stopping, { db, overrides: { clock } });
    other = await startPaymentServer(squareOnFake(fake, 15_000), { db, overrides: { clock } });
  }, 60_000);
  afterAll(async () => {
    killed.open();
    await other?.close();
    await dying?.close();
    await db?.close();
    await fake?.close();
  });

  it('leaves exactly 50 refunds, one per payment, and one e-mail per player', async () => {
    const gameId = await aPaidGame(dying, 60);
    await paidSpins(await playersWithCards(dying, PLAYERS, `killed-${Date.now()}-`), gameId, EACH);
    const admin = adminCalls(dying, await signInAdminAt(dying.url));

    // The cancel commits, its first refunds reach Square, and the process never records them.
    void admin.cancel(gameId, { reason: 'Sponsor withdrew the prize' }).catch(() => {});
    await killed.arrivals(8);
    expect(fake.refunds().length).toBeGreaterThanOrEqual(8);
    const game = (await adminCalls(other, '').call('GET', `/api/games/${gameId}`)).body;
    expect(game.status).toBe('cancelled');

    // Its leases hold until they run out; then the other process does the rest, with the same keys.
    clock.advance(PAST_BACKOFF_MS);
    await reconcileUntilRefunded(other, clock, gameId);
    const made = fake.refunds().filter((r) => r.status === 'PENDING' || r.status === 'COMPLETED');
    expect(made).toHaveLength(CLAIMS);
    expect(new Set(made.map((r) => r.paymentId))).toEqual(new Set(fake.payments().map((p) => p.id)));
    const { refunds, mail } = await refundsAndMail(other, gameId);
    expect(refunds).toHaveLength(CLAIMS);
    expect(refunds.every((r) => r.status === 'refunded')).toBe(true);
    expect(mail).toHaveLength(PLAYERS);

    // A second cancel on the live process changes nothing.
    const again = await adminCalls(other, await signInAdminAt(other.url)).cancel(gameId, { reason: 'Again' });
    expect(again.body.code).toBe('GAME_CANCELLED');
    expect(fake.refunds()).toHaveLength(made.length);
  });
});
