import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import { ManualClock } from '../../api/support/test-app';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import { FaultyGateway } from '../../support/faulty-gateway';
import { aPaidGame, playersWithCards, squareOnFake, startPaymentServer } from '../../support/paid-spins';
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

/** One gateway under test: what it refunded, and the faults it can be given. */
interface RefundingGateway {
  gateway: PaymentGateway;
  /** Refunds the gateway made (accepted or completed), one per payment at most. */
  made(): { paymentId: string }[];
  /** The next refunds fail with a 5xx-like error or lose their answer. */
  faults(): void;
}

let fake: FakeSquare;
beforeAll(async () => {
  fake = await startFakeSquare();
});
afterAll(() => fake?.close());

const gateways: [string, () => RefundingGateway][] = [
  [
    'the payments simulator',
    () => {
      const simulator = new SimulatedPaymentGateway();
      return {
        gateway: simulator,
        made: () => simulator.refunds(),
        faults: () => simulator.failNextRefund('answer-lost', 'answer-lost', 'refused', 'answer-lost'),
      };
    },
  ],
  [
    'the square SDK on the fake Square API',
    () => {
      fake.reset();
      return {
        gateway: squareOnFake(fake, 3_000),
        made: () => fake.refunds().filter((r) => r.status === 'PENDING' || r.status === 'COMPLETED'),
        faults: () => {
          // Square down for a while (half after acting), then two answers lost.
          for (let i = 0; i < 6; i++)
            fake.failNext('/v2/refunds', { status: 500, afterProcessing: i % 2 === 1 });
          fake.failNext('/v2/refunds', { drop: true }, 2);
        },
      };
    },
  ],
];

describe.each(gateways)('cancelling a game over HTTP on %s', { timeout: 240_000 }, (_name, makeGateway) => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  let refunding: RefundingGateway;
  let faulty: FaultyGateway;
  let admin: ReturnType<typeof adminCalls>;

  beforeAll(async () => {
    refunding = makeGateway();
    faulty = new FaultyGateway(refunding.gateway);
    server = await startPaymentServer(faulty, { overrides: { clock } });
    admin = adminCalls(server, await signInAdminAt(server.url));
  }, 60_000);
  afterAll(() => server?.close());

  it('refunds each of 50 paid claims exactly once through faults, e-mails each player once, and refuses a second cancel', async () => {
    const gameId = await aPaidGame(server, 60);
    const players = await playersWithCards(server, PLAYERS, `cancel-${Date.now()}-`);
    await paidSpins(players, gameId, EACH);

    // The reason is required, not blank, and at most 500 characters; nothing changes otherwise.
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await admin.cancel(gameId, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_INPUT', field: 'reason' });
    }
    expect((await admin.call('GET', `/api/games/${gameId}`)).body.status).toBe('live');

    refunding.faults();
    const reason = 'The prize is no longer available';
    const cancelled = await admin.cancel(gameId, { reason });
    expect([200, 202]).toContain(cancelled.status);
    expect(cancelled.body).toMatchObject({ gameId, status: 'cancelled', reason, refunds: { total: CLAIMS } });
    expect(cancelled.status === 200).toBe(cancelled.body.refunds.done);
    await reconcileUntilRefunded(server, clock, gameId);

    // Exactly one refund per payment at the gateway, and one refunded ledger row per claim.
    const made = refunding.made();
    expect(made).toHaveLength(CLAIMS);
    expect(new Set(made.map((r) => r.paymentId)).size).toBe(CLAIMS);
    const { refunds, mail } = await refundsAndMail(server, gameId);
    expect(refunds).toHaveLength(CLAIMS);
    expect(refunds.every((r) => r.status === 'refunded')).toBe(true);

    // One e-mail per participant, listing each of their numbers with its amount and card.
    expect(mail).toHaveLength(PLAYERS);
    expect(new Set(mail.map((m) => m.to_address)).size).toBe(PLAYERS);
    for (const m of mail) {
      expect(m.data).toMatchObject({ reason, freeNumbers: [] });
      expect(m.data.refunds).toHaveLength(EACH);
      for (const r of m.data.refunds) {
        expect(r.amountCents).toBe(r.number * 100);
        expect(r.cardLast4).toMatch(/^\d{4}$/);
      }
    }

    // A second call answers 409 GAME_CANCELLED, over REST and tRPC, and changes nothing.
    const again = await admin.cancel(gameId, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('GAME_CANCELLED');
    const viaTrpc = await admin.trpc('admin.games.cancel', { id: gameId, reason: 'Again' });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.body.error.data).toMatchObject({ appCode: 'GAME_CANCELLED' });
    await server.useCases.reconcilePayments.execute();
    expect(refunding.made()).toHaveLength(CLAIMS);
    const after = await refundsAndMail(server, gameId);
    expect(after.refunds).toHaveLength(CLAIMS);
    expect(after.mail).toHaveLength(PLAYERS);

    // The game says so everywhere; the lobby no longer lists it; no spin is accepted.
    const game = (await admin.call('GET', `/api/games/${gameId}`)).body;
    expect(game).toMatchObject({ status: 'cancelled', isActive: false, cancellation: { reason } });
    const lobby = (await admin.call('GET', '/api/games')).body as { id: number }[];
    expect(lobby.map((g) => g.id)).not.toContain(gameId);
    const spin = await players[0]?.post('/api/spin', { gameId, agreedToTerms: true });
    expect(spin?.status).toBe(409);
    expect(spin?.body.code).toBe('GAME_CANCELLED');
    const draw = await admin.call('POST', `/api/admin/games/${gameId}/draw`);
    expect(draw.body.code).toBe('GAME_CANCELLED');

    // The seed is public and the log's cancel entry verifies.
    const fairness = (await admin.call('GET', `/api/games/${gameId}/fairness`)).body;
    expect(fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(fairness.log.filter((e: { type: string }) => e.type === 'cancel')).toEqual([
      expect.objectContaining({ type: 'cancel', detail: reason }),
    ]);
    expect(verifyFairness(fairness).verdict).toBe('verified');
  });

  it('refunds a charge still in flight at the cancel once it settles', async () => {
    const gameId = await aPaidGame(server, 20);
    const [ann, bob] = await playersWithCards(server, 2, `inflight-${Date.now()}-`);
    if (!ann || !bob) throw new Error('players not created');
    await paidSpins([ann], gameId, 1);
    // Bob's charge is made but its answer is lost: his claim is pending when the game is cancelled.
    faulty.failNext('lost-answer', 'lost-answer', 'lost-answer');
    const spun = await bob.post('/api/spin', { gameId, agreedToTerms: true });
    expect(spun.status, JSON.stringify(spun.body)).toBe(202);
    const [pending] = await server.db
      .sql`SELECT status FROM claims WHERE game_id = ${gameId} AND status = 'pending'`;
    expect(pending).toBeDefined();

    const cancelled = await admin.cancel(gameId, { reason: 'Created by mistake' });
    expect([200, 202]).toContain(cancelled.status);
    expect(cancelled.body.refunds.total).toBe(1);
    // The reconciler settles Bob's charge, then refunds it like the others.
    clock.advance(PAST_BACKOFF_MS);
    expect(await server.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    await reconcileUntilRefunded(server, clock, gameId);
    const { progress } = await server.useCases.getRefundProgress.execute(gameId);
    expect(progress).toMatchObject({ total: 2, refunded: 2, done: true });
    // Both players were e-mailed once at the cancel; Bob's number is listed as refunded once it completes.
    const { mail } = await refundsAndMail(server, gameId);
    expect(mail).toHaveLength(2);
    const bobs = mail.find((m) => m.data.refunds.some((r: { pending?: boolean }) => r.pending));
    expect(bobs?.data.refunds).toEqual([
      expect.objectContaining({ pending: true, cardLast4: expect.any(String) }),
    ]);
  });

  it('refuses a game with a winner (a manual pick) and lets one of two concurrent cancels win', async () => {
    const picked = await aPaidGame(server, 20);
    const players = await playersWithCards(server, 1, `picked-${Date.now()}-`);
    await paidSpins(players, picked, 1);
    const [me] = await server.db.sql<{ id: number }[]>`
      SELECT user_id AS id FROM claims WHERE game_id = ${picked} LIMIT 1`;
    const pick = await admin.call('POST', `/api/admin/games/${picked}/select-winner`, {
      playerId: String(me?.id),
      reason: 'Best story',
    });
    expect(pick.status, JSON.stringify(pick.body)).toBe(200);
    const refused = await admin.cancel(picked, { reason: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WINNER_ALREADY_SELECTED');

    const raced = await aPaidGame(server, 20);
    const answers = await Promise.all([
      admin.cancel(raced, { reason: 'First' }),
      admin.cancel(raced, { reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const log = (await admin.call('GET', `/api/games/${raced}/fairness`)).body.log as { type: string }[];
    expect(log.filter((e) => e.type === 'cancel')).toHaveLength(1);
  });
});
