import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { FaultyGateway } from '../../support/faulty-gateway';
import { playersWithCards, startPaymentServer } from '../../support/paid-spins';
import type { TestServer } from '../../support/test-server';
import { adminCalls, PAST_BACKOFF_MS, reconcileUntilRefunded } from '../payments/cancel-game-support';
import { signInAdminAt } from '../support/admin-session';
import { ManualClock } from '../support/test-app';

/**
 * docs/rules/games.md, Cancelling a game: a charge still in flight at the cancel whose number carries
 * an instant prize wins it when it settles paid (its number was drawn before the cancel), and is
 * refunded like the rest. On the database adapters (PostgreSQL when DATABASE_URL is set, else PGlite).
 */
describe('a charge in flight at the cancel, on an instant-win number', () => {
  const clock = new ManualClock(new Date());
  const faulty = new FaultyGateway(new SimulatedPaymentGateway());
  let server: TestServer;
  beforeAll(async () => {
    server = await startPaymentServer(faulty, { overrides: { clock } });
  }, 120_000);
  afterAll(() => server?.close());

  it('wins its prize once it settles, with the instant-win e-mail, and is refunded', async () => {
    const created = await server.useCases.createGame.execute({
      name: 'Pending Harbour',
      prize: 'Sailboat',
      totalNumbers: 2,
      freePlay: false,
      instantPrizes: [{ name: 'Gift card', valueCents: 2500 }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const gameId = created.value.id;
    // Both numbers bought, both charges' answers lost: both claims pending when the game is cancelled.
    for (const player of await playersWithCards(server, 2, `in-flight-instant-${Date.now()}-`)) {
      faulty.failNext('lost-answer', 'lost-answer', 'lost-answer');
      const spun = await player.post('/api/spin', { gameId, agreedToTerms: true });
      expect(spun.status, JSON.stringify(spun.body)).toBe(202);
    }
    const admin = adminCalls(server, await signInAdminAt(server.url));
    const cancelled = await admin.cancel(gameId, { reason: 'Created by mistake' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', instantPrizesStanding: 0 });

    clock.advance(PAST_BACKOFF_MS);
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({ settled: 2 });
    await reconcileUntilRefunded(server, clock, gameId);
    const { progress } = await server.useCases.getRefundProgress.execute(gameId);
    expect(progress).toMatchObject({ total: 2, refunded: 2, done: true });
    const won = await server.db.sql<{ winner_id: string }[]>`
      SELECT winner_id FROM instant_prizes WHERE game_id = ${gameId} AND claim_id IS NOT NULL`;
    expect(won).toHaveLength(1);
    const winnerId = Number(won[0]?.winner_id);
    const notices = await server.db.sql`
      SELECT 1 FROM mail_outbox WHERE kind = 'winner' AND (data->>'winnerId')::bigint = ${winnerId}`;
    expect(notices).toHaveLength(1);
    const claims = await server.db.sql<{ status: string }[]>`
      SELECT status FROM prize_claims WHERE winner_id = ${winnerId}`;
    expect(claims).toEqual([{ status: 'notified' }]);
  }, 180_000);
});
