import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
/** Past the refunds' longest back-off (5 s doubling, at most 5 minutes). */
const PAST_BACKOFF_MS = 300_001;

interface Payer {
  cookie: string;
  id: number;
  amount: number;
}

/**
 * What the refunds of a game (RefundGame on the simulator) look like from outside: the game's
 * progress for the administrator, the refund on each original charge, the operator's alerts and the
 * analytics net of refunds.
 */
describe('refund views: GET /api/admin/games/{id}/refunds, GET /api/admin/refunds, transactions, alerts', () => {
  let t: TestApp;
  let simulator: SimulatedPaymentGateway;
  let admin: string;
  let gameId: number;
  let payers: Payer[];

  const get = async (path: string, cookie: string | null = admin) => {
    const response = await t.call('GET', path, { cookie });
    return { status: response.status, body: await response.json() };
  };

  beforeEach(async () => {
    simulator = new SimulatedPaymentGateway();
    t = buildTestApp({ gateway: simulator });
    admin = await signInAdmin(t);
    const game = await t.addGame((g) =>
      g
        .liveAt(t.clock.now())
        .with({ endTime: new Date(t.clock.now().getTime() + 10 * DAY) })
        .withTotalNumbers(40)
        .withoutFreePlay(),
    );
    gameId = game.id;
    payers = [];
    for (let i = 0; i < 2; i++) {
      const player = await t.signUp();
      await t.call('POST', '/api/card/add', {
        cookie: player.cookie,
        json: { cardNonce: 'cnon:card-nonce-ok' },
      });
      const spin = await t.call('POST', '/api/spin', {
        cookie: player.cookie,
        json: { gameId, agreedToTerms: true },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      const body = await spin.json();
      expect(body.status, JSON.stringify(body)).toBe('paid');
      payers.push({ cookie: player.cookie, id: player.id, amount: body.amount });
    }
  });

  /** Refunds the game: the gateway refuses the first refund it is asked for, the other goes through. */
  async function refundWithOneRefusal() {
    simulator.failNextRefund('refused');
    const report = await t.useCases.refundGame.execute({ gameId, reason: 'Prize unavailable' });
    expect(report.progress).toMatchObject({ refunded: 1, failed: 1, total: 2, done: false });
    const failed = report.refunds.find((r) => r.status === 'failed');
    const transactions = await Promise.all(payers.map((p) => get('/api/transactions', p.cookie)));
    const refusedIndex = transactions.findIndex((tx) => tx.body[0]?.id === failed?.claimId);
    expect(refusedIndex).toBeGreaterThanOrEqual(0);
    return { refused: payers[refusedIndex] as Payer, refunded: payers[1 - refusedIndex] as Payer };
  }

  it('answers only an administrator: 401 for a visitor and a player, on REST and tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: gameId }));
    const paths = [
      `/api/admin/games/${gameId}/refunds`,
      `/trpc/admin.games.refunds?input=${input}`,
      '/api/admin/refunds',
    ];
    for (const path of paths) {
      for (const cookie of [null, payers[0]?.cookie ?? '']) {
        expect((await get(path, cookie)).status).toBe(401);
      }
      expect((await get(path)).status).toBe(200);
    }
  });

  it('answers 404 NOT_FOUND for an unknown game, and an empty, done progress for a game without refunds', async () => {
    expect(await get('/api/admin/games/999999/refunds')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Game not found' },
    });
    const none = await get(`/api/admin/games/${gameId}/refunds`);
    expect(none.body).toEqual({
      gameId,
      progress: { refunded: 0, pending: 0, failed: 0, total: 0, amountRefunded: 0, done: true },
      refunds: [],
    });
    expect((await get('/api/admin/refunds')).body).toEqual([]);
  });

  it("shows the progress with each refusal's gateway words until every refund is confirmed", async () => {
    const { refused, refunded } = await refundWithOneRefusal();
    const progress = await get(`/api/admin/games/${gameId}/refunds`);
    expect(progress.status).toBe(200);
    expect(progress.body.progress).toEqual({
      refunded: 1,
      pending: 0,
      failed: 1,
      total: 2,
      amountRefunded: refunded.amount,
      done: false,
    });
    const failed = progress.body.refunds.find((r: { status: string }) => r.status === 'failed');
    expect(failed).toMatchObject({
      amount: refused.amount,
      reason: 'Prize unavailable',
      tries: 1,
      failureCode: 'REFUND_DECLINED',
      failureDetail: expect.stringMatching(/declined/),
      refundedAt: null,
    });
    expect(typeof failed.nextTryAt).toBe('string');
    expect((await get('/api/admin/refunds')).body).toEqual([{ gameId, progress: progress.body.progress }]);

    const alerts = (await get('/api/admin/notifications')).body as { id: string; message: string }[];
    expect(alerts.find((a) => a.id === 'refunds-failing')?.message).toMatch(
      /^1 refund \(in 1 game\) was refused/,
    );
    expect(alerts.some((a) => a.id === 'refunds-pending')).toBe(false);

    // The reconciler retries the refused refund after its back-off: every refund is confirmed.
    t.clock.advance(PAST_BACKOFF_MS);
    await t.useCases.reconcilePayments.execute();
    const done = await get(`/api/admin/games/${gameId}/refunds`);
    expect(done.body.progress).toEqual({
      refunded: 2,
      pending: 0,
      failed: 0,
      total: 2,
      amountRefunded: refused.amount + refunded.amount,
      done: true,
    });
    const after = (await get('/api/admin/notifications')).body as { id: string }[];
    expect(after.some((a) => a.id.startsWith('refunds-'))).toBe(false);
  });

  it("puts the refund on the original charge: the player's transactions and the administrator's", async () => {
    const { refused, refunded } = await refundWithOneRefusal();
    const [mine] = (await get('/api/transactions', refunded.cookie)).body;
    expect(mine).toMatchObject({ amount: refunded.amount, isFreePlay: false, gameId });
    expect(mine.refund).toEqual({
      status: 'refunded',
      amount: refunded.amount,
      refundedAt: expect.any(String),
    });
    expect(new Date(mine.refund.refundedAt).getTime()).toBe(t.clock.now().getTime());
    const [theirs] = (await get('/api/transactions', refused.cookie)).body;
    expect(theirs.refund).toEqual({ status: 'failed', amount: refused.amount, refundedAt: null });

    const asAdmin = await get(`/api/admin/users/${refused.id}/transactions`);
    expect(asAdmin.body[0]).toMatchObject({ amount: refused.amount, status: 'completed' });
    expect(asAdmin.body[0].refund).toEqual({ status: 'failed', amount: refused.amount, refundedAt: null });

    // A charge of a game nobody refunded has none.
    const other = await t.addGame((g) =>
      g
        .liveAt(t.clock.now())
        .with({ endTime: new Date(t.clock.now().getTime() + 10 * DAY) })
        .withTotalNumbers(40)
        .withoutFreePlay(),
    );
    const spin = await t.call('POST', '/api/spin', {
      cookie: refunded.cookie,
      json: { gameId: other.id, agreedToTerms: true },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect((await spin.json()).status).toBe('paid');
    const both = (await get('/api/transactions', refunded.cookie)).body as {
      gameId: number;
      refund: unknown;
    }[];
    expect(both.find((row) => row.gameId === other.id)?.refund).toBeNull();
  });

  it('takes confirmed refunds out of the analytics revenue and reports them', async () => {
    const { refunded } = await refundWithOneRefusal();
    const total = payers.reduce((sum, p) => sum + p.amount, 0);
    const analytics = (await get('/api/admin/analytics')).body;
    expect(analytics.totalRevenue).toBeCloseTo(total - refunded.amount, 2);
    expect(analytics.totalRefunds).toBeCloseTo(refunded.amount, 2);
    expect(analytics.gameStats.find((g: { gameId: number }) => g.gameId === gameId)).toMatchObject({
      revenue: expect.closeTo(total - refunded.amount, 2),
      refunds: expect.closeTo(refunded.amount, 2),
    });
    expect(analytics.daily.at(-1)).toMatchObject({
      revenue: expect.closeTo(total - refunded.amount, 2),
      refunds: expect.closeTo(refunded.amount, 2),
    });
    const overview = (await get('/api/admin/dashboard/stats')).body;
    expect(overview.totalRevenue).toBeCloseTo(total - refunded.amount, 2);
  });
});
