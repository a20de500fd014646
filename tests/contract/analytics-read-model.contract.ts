import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { InMemorySettingsStore } from '../../adapters/memory/settings/in-memory-settings-store';
import { GetAnalytics } from '../../application/back-office/get-analytics';
import { activityWindows, reportingPeriod } from '../../domain/back-office/analytics';
import type { Game } from '../../domain/games/game';
import type { ClaimStatus } from '../../domain/play/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers' | 'payments' | 'analytics' | 'presence'>;

/** Wednesday 12 June 2030, noon in New York (EDT, UTC-4): the week began on Monday the 10th. */
const NOW = new Date('2030-06-12T16:00:00Z');
const at = (iso: string) => new Date(iso);

/**
 * Known activity on known Eastern Time days. Revenue counts on the day the payment completed, a
 * spin on the day it was made: P2's $5 spin was made at 23:30 on the 11th and paid at 00:10 on the 12th.
 */
async function seed(world: Subject) {
  const player = async (registeredAt: string) => {
    const user = await world.users.create(aNewUser({ createdAt: at(registeredAt) }));
    if (!user) throw new Error('not registered');
    return user.id;
  };
  const p4 = await player('2030-05-01T16:00:00Z');
  const p6 = await player('2030-01-15T16:00:00Z'); // before the series, never plays
  const p1 = await player('2030-06-01T15:00:00Z');
  const p5 = await player('2030-06-02T12:00:00Z');
  const p2 = await player('2030-06-11T03:00:00Z'); // 23:00 on the 10th in New York
  const p3 = await player('2030-06-12T14:00:00Z');
  const live = { startTime: at('2030-05-01T00:00:00Z'), endTime: at('2030-07-01T00:00:00Z') };
  const gameA = await world.games.create(aGameDraft({ name: 'Alpha', emoji: '🚲', ...live }));
  const gameB = await world.games.create(aGameDraft({ name: 'Beta', emoji: '🎧', ...live }));
  const gameC = await world.games.create(
    aGameDraft({ name: 'Gamma', startTime: at('2030-05-01T00:00:00Z'), endTime: at('2030-05-10T00:00:00Z') }),
  );

  const spin = async (
    game: Game,
    userId: number,
    number: number,
    createdAt: string,
    options: { status?: ClaimStatus; paidAt?: string } = {},
  ) => {
    const status = options.status ?? 'paid';
    const claim = aClaim({
      gameId: game.id,
      number,
      userId,
      kind: status === 'free' ? 'free' : 'paid',
      status,
      priceCents: status === 'free' ? 0 : number * 100,
      createdAt: at(createdAt),
      settledAt: status === 'paid' || status === 'free' ? at(options.paidAt ?? createdAt) : null,
    });
    await world.numbers.claim(claim);
    if (status !== 'paid') return;
    const paidAt = at(options.paidAt ?? createdAt);
    const attempt = await world.payments.startAttempt({
      id: randomUUID(),
      claimId: claim.id,
      gatewayCustomerId: 'cust',
      gatewayCardId: 'card',
      amountCents: claim.priceCents,
      note: 'analytics',
      nextTryAt: paidAt,
      createdAt: at(createdAt),
    });
    const paymentId = `pay-${randomUUID()}`;
    await world.payments.settleAttempt(
      attempt.id,
      { status: 'approved', gatewayPaymentId: paymentId },
      paidAt,
    );
    await world.payments.recordPayment({
      claimId: claim.id,
      attemptId: attempt.id,
      gatewayPaymentId: paymentId,
      amountCents: claim.priceCents,
      createdAt: paidAt,
    });
  };

  await spin(gameA, p4, 50, '2030-05-20T16:00:00Z');
  await spin(gameB, p5, 15, '2030-06-02T16:00:00Z');
  await spin(gameA, p1, 10, '2030-06-03T16:00:00Z');
  await spin(gameA, p1, 20, '2030-06-11T16:00:00Z');
  await spin(gameA, p2, 5, '2030-06-12T03:30:00Z', { paidAt: '2030-06-12T04:10:00Z' });
  await spin(gameB, p1, 160, '2030-06-12T13:00:00Z', { status: 'free' });
  await spin(gameB, p2, 30, '2030-06-12T14:00:00Z', { status: 'pending' });
  await spin(gameA, p3, 7, '2030-06-12T15:00:00Z', { status: 'pending' });
  await world.users.erase(p5, at('2030-06-05T12:00:00Z'));
  // Visits (requests with no gap over 30 minutes): p1's 12-minute visit on the 10th, closed by its
  // 90-second visit on the 11th; p2's visit still open (last request 10 minutes ago); p3's before the week.
  const seen = async (userId: number, ...times: string[]) => {
    for (const time of times) await world.presence.record({ userId, gameId: null, at: at(time) });
  };
  await seen(p1, '2030-06-10T10:00:00Z', '2030-06-10T10:05:00Z', '2030-06-10T10:12:00Z');
  await seen(p1, '2030-06-11T09:00:00Z', '2030-06-11T09:01:30Z');
  await seen(p2, '2030-06-12T15:30:00Z', '2030-06-12T15:50:00Z');
  await seen(p3, '2030-06-01T10:00:00Z');
  return { gameA, gameB, gameC, p6 };
}

export function describeAnalyticsReadModelContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`AnalyticsReadModel contract: ${name}`, () => {
    let world: Subject;
    let games: Awaited<ReturnType<typeof seed>>;
    const period = reportingPeriod(NOW);

    beforeEach(async () => {
      world = await makeSubject();
      games = await seed(world);
    });

    it('sums each New York day: revenue when paid, spins and active players when spun, sign-ups', async () => {
      const days = await world.analytics.dailyActivity(period.bounds);
      expect(days).toHaveLength(90);
      const active = period.days.flatMap((date, i) => {
        const day = days[i];
        const busy = day && (day.revenueCents || day.spins || day.newPlayers || day.activePlayers);
        return busy ? [{ date, ...day }] : [];
      });
      expect(active).toEqual([
        { date: '2030-05-01', revenueCents: 0, refundedCents: 0, spins: 0, newPlayers: 1, activePlayers: 0 },
        {
          date: '2030-05-20',
          revenueCents: 5000,
          refundedCents: 0,
          spins: 1,
          newPlayers: 0,
          activePlayers: 1,
        },
        { date: '2030-06-01', revenueCents: 0, refundedCents: 0, spins: 0, newPlayers: 1, activePlayers: 0 },
        {
          date: '2030-06-02',
          revenueCents: 1500,
          refundedCents: 0,
          spins: 1,
          newPlayers: 1,
          activePlayers: 1,
        },
        {
          date: '2030-06-03',
          revenueCents: 1000,
          refundedCents: 0,
          spins: 1,
          newPlayers: 0,
          activePlayers: 1,
        },
        { date: '2030-06-10', revenueCents: 0, refundedCents: 0, spins: 0, newPlayers: 1, activePlayers: 0 },
        {
          date: '2030-06-11',
          revenueCents: 2000,
          refundedCents: 0,
          spins: 2,
          newPlayers: 0,
          activePlayers: 2,
        },
        {
          date: '2030-06-12',
          revenueCents: 500,
          refundedCents: 0,
          spins: 1,
          newPlayers: 1,
          activePlayers: 3,
        },
      ]);
    });

    it('totals the ledger and the accounts: erased accounts are not registered, their payments stay', async () => {
      expect(await world.analytics.ledgerTotals()).toEqual({
        revenueCents: 10_000,
        refundedCents: 0,
        paidSpins: 5,
        freeSpins: 1,
        registeredPlayers: 5,
        registeredPayingPlayers: 3,
        payingPlayers: 4,
      });
    });

    it('counts players active in the last 7 days and those of the 7 days before who came back', async () => {
      const { previous, current } = activityWindows(period);
      expect(await world.analytics.engagement(previous, current)).toEqual({
        activePlayers: 3,
        previousActivePlayers: 2,
        returningPlayers: 1,
      });
    });

    it('measures every game, most revenue first', async () => {
      const rows = await world.analytics.gameActivity();
      expect(
        rows.map(({ game, numbersLeft, players, spins, revenueCents }) => ({
          id: game.id,
          numbersLeft,
          players,
          spins,
          revenueCents,
        })),
      ).toEqual([
        { id: games.gameA.id, numbersLeft: 195, players: 3, spins: 4, revenueCents: 8500 },
        { id: games.gameB.id, numbersLeft: 197, players: 2, spins: 2, revenueCents: 1500 },
        { id: games.gameC.id, numbersLeft: 200, players: 0, spins: 0, revenueCents: 0 },
      ]);
      expect(rows[0]?.game).toMatchObject({ name: 'Alpha', emoji: '🚲', isScheduled: false });
    });

    it('gives GetAnalytics every figure exactly (fee setting 3.5 %)', async () => {
      const settings = new InMemorySettingsStore();
      await settings.set('paymentProcessingFeePercent', 3.5);
      const clock = { now: () => NOW };
      const analytics = await new GetAnalytics(world.analytics, settings, clock, world.presence).execute();
      expect(analytics.timeZone).toBe('America/New_York');
      expect(analytics.today).toBe('2030-06-12');
      expect(analytics.revenue).toEqual({
        totalCents: 10_000,
        todayCents: 500,
        yesterdayCents: 2000,
        weekCents: 2500,
        monthCents: 5000,
        todayGrowthPercent: -75,
        processingFeePercent: 3.5,
        processingFeesCents: 350,
        netCents: 9650,
        perPayingPlayerCents: 2500,
        refundsCents: 0,
      });
      expect(analytics.spins).toEqual({ total: 6, paid: 5, free: 1 });
      expect(analytics.players).toEqual({
        registered: 5,
        paying: 3,
        conversionRatePercent: 60,
        dailyActive: 3,
        weeklyActive: 3,
        retentionRatePercent: 50,
        avgSessionSeconds: (720 + 90) / 2,
        sessions: 2,
      });
      expect(
        analytics.games.map(({ name, status, players, spins, revenueCents }) => [
          name,
          status,
          players,
          spins,
          revenueCents,
        ]),
      ).toEqual([
        ['Alpha', 'live', 3, 4, 8500],
        ['Beta', 'live', 2, 2, 1500],
        ['Gamma', 'ended', 0, 0, 0],
      ]);
      expect(analytics.daily).toHaveLength(90);
      expect(analytics.daily[0]).toEqual({
        date: '2030-03-15',
        revenueCents: 0,
        refundedCents: 0,
        spins: 0,
        newPlayers: 0,
        activePlayers: 0,
      });
      expect(analytics.daily.at(-1)).toEqual({
        date: '2030-06-12',
        revenueCents: 500,
        refundedCents: 0,
        spins: 1,
        newPlayers: 1,
        activePlayers: 3,
      });
      const sum = (pick: (d: (typeof analytics.daily)[number]) => number) =>
        analytics.daily.reduce((s, d) => s + pick(d), 0);
      expect(sum((d) => d.revenueCents)).toBe(10_000);
      expect(sum((d) => d.spins)).toBe(6);
      expect(sum((d) => d.newPlayers)).toBe(5);
    });

    it('counts revenue net of confirmed refunds, on the day each was confirmed; pending ones not yet', async () => {
      // Beta's one charge ($15 on 2 June) refunded at 08:00 New York time today; Alpha's four
      // charges have refunds still pending (one refused once): revenue keeps them until confirmed.
      const opening = (gameId: number) => ({ gameId, claimIds: null, reason: 'Prize unavailable', at: NOW });
      expect(await world.payments.openRefunds(opening(games.gameB.id))).toBe(1);
      expect(await world.payments.openRefunds(opening(games.gameA.id))).toBe(4);
      const [beta] = await world.payments.listRefunds(games.gameB.id);
      const [alpha] = await world.payments.listRefunds(games.gameA.id);
      const confirmedAt = at('2030-06-12T12:00:00Z');
      const done = { status: 'refunded' as const, gatewayRefundId: 'ref-beta' };
      expect(
        await world.payments.recordRefundTry(beta?.claimId ?? '', 1, done, confirmedAt, confirmedAt),
      ).toBe(true);
      const refused = { status: 'refused' as const, code: 'REFUND_DECLINED', detail: 'declined' };
      await world.payments.recordRefundTry(alpha?.claimId ?? '', 1, refused, NOW, NOW);

      const days = await world.analytics.dailyActivity(period.bounds);
      expect(days.at(-1)).toEqual({
        revenueCents: 500 - 1500,
        refundedCents: 1500,
        spins: 1,
        newPlayers: 1,
        activePlayers: 3,
      });
      // The charge's own day keeps its revenue: the refund counts on the day it was confirmed.
      expect(days[period.days.indexOf('2030-06-02')]).toMatchObject({ revenueCents: 1500, refundedCents: 0 });
      expect(await world.analytics.ledgerTotals()).toMatchObject({ revenueCents: 8500, refundedCents: 1500 });
      const rows = await world.analytics.gameActivity();
      expect(rows.map((r) => [r.game.id, r.revenueCents, r.refundedCents])).toEqual([
        [games.gameA.id, 8500, 0],
        [games.gameB.id, 0, 1500],
        [games.gameC.id, 0, 0],
      ]);

      const analytics = await new GetAnalytics(
        world.analytics,
        new InMemorySettingsStore(),
        { now: () => NOW },
        world.presence,
      ).execute();
      expect(analytics.revenue).toMatchObject({
        totalCents: 8500,
        todayCents: -1000,
        weekCents: 1000,
        monthCents: 3500,
        refundsCents: 1500,
      });
      expect(analytics.games.find((g) => g.gameId === games.gameB.id)).toMatchObject({
        revenueCents: 0,
        refundedCents: 1500,
      });
    });

    it('answers zeros and no rates on an empty store', async () => {
      const empty = await makeSubject();
      const analytics = await new GetAnalytics(
        empty.analytics,
        new InMemorySettingsStore(),
        { now: () => NOW },
        empty.presence,
      ).execute();
      expect(analytics.revenue).toMatchObject({
        totalCents: 0,
        todayGrowthPercent: null,
        perPayingPlayerCents: null,
        netCents: 0,
      });
      expect(analytics.players).toEqual({
        registered: 0,
        paying: 0,
        conversionRatePercent: null,
        dailyActive: 0,
        weeklyActive: 0,
        retentionRatePercent: null,
        avgSessionSeconds: null,
        sessions: 0,
      });
      expect(analytics.games).toEqual([]);
      expect(
        analytics.daily.every((d) => d.revenueCents + d.spins + d.newPlayers + d.activePlayers === 0),
      ).toBe(true);
    });
  });
}
