import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPORT_HEADER } from '../../../adapters/http/endpoints/back-office/analytics';
import { csvRecords } from '../../support/csv-reader';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const ROUTES = ['/api/admin/analytics', '/api/admin/analytics/report.csv', '/trpc/admin.analytics.get'];

describe('GET /api/admin/analytics, its CSV report and admin.analytics.get', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = buildTestApp();
    admin = await signInAdmin(t);
  });

  const getJson = async (path: string) => {
    const response = await t.call('GET', path, { cookie: admin });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('refuses a visitor and a player session with 401 UNAUTHENTICATED', async () => {
    const player = await t.signUp();
    for (const path of ROUTES) {
      for (const cookie of [null, player.cookie]) {
        const response = await t.call('GET', path, { cookie });
        expect(response.status).toBe(401);
        const body = await response.json();
        expect(path.startsWith('/trpc') ? body.error.data.appCode : body.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('measures the spins made: yesterday one paid, today one paid and one free', async () => {
    // The test clock: Saturday 1 June 2030, 08:00 in New York.
    const paidGame = await t.addGame((g) =>
      g
        .liveAt(t.clock.now())
        .with({ endTime: new Date(t.clock.now().getTime() + 10 * DAY) })
        .withTotalNumbers(50)
        .withoutFreePlay(),
    );
    const freeGame = await t.addGame((g) =>
      g
        .liveAt(t.clock.now())
        .with({ endTime: new Date(t.clock.now().getTime() + 10 * DAY) })
        .withTotalNumbers(20)
        .allFree(),
    );
    const payer = await t.signUp();
    await t.call('POST', '/api/card/add', {
      cookie: payer.cookie,
      json: { cardNonce: 'cnon:card-nonce-ok' },
    });
    const paidSpin = async () => {
      const spin = await t.call('POST', '/api/spin', {
        cookie: payer.cookie,
        json: { gameId: paidGame.id, agreedToTerms: true },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      const body = await spin.json();
      expect(body.status, JSON.stringify(body)).toBe('paid');
      return body.amount as number;
    };
    const first = await paidSpin();
    t.clock.advance(DAY);
    const second = await paidSpin();
    const freePlayer = await t.signUp();
    const free = await t.call('POST', '/api/free-spin', {
      cookie: freePlayer.cookie,
      json: { gameId: freeGame.id },
    });
    expect(free.status).toBe(200);

    admin = await signInAdmin(t); // the day's wait outlived the administrator session
    const total = first + second;
    const cents = Math.round(total * 100);
    const fees = Math.round((cents * 290) / 10_000) / 100;
    const analytics = await getJson('/api/admin/analytics');
    expect(analytics).toEqual({
      timeZone: 'America/New_York',
      today: '2030-06-02',
      totalRevenue: total,
      todayRevenue: second,
      yesterdayRevenue: first,
      todayGrowth: Math.round(((second - first) * 10_000) / first) / 100,
      weeklyRevenue: total,
      monthlyRevenue: total,
      processingFeePercent: 2.9,
      processingFees: fees,
      netRevenue: Math.round(cents - fees * 100) / 100,
      totalRefunds: 0,
      avgRevenuePerUser: total,
      totalSpins: 3,
      paidSpins: 2,
      freeSpins: 1,
      registeredPlayers: 2,
      payingPlayers: 1,
      conversionRate: 50,
      dailyActiveUsers: 2,
      weeklyActiveUsers: 2,
      retentionRate: null,
      // The payer's first day's requests (all at one instant of the test clock) are one visit of
      // 0 s, ended by their return a day later; today's visits have not ended yet.
      avgSessionDuration: 0,
      sessions: 1,
      gameStats: [
        {
          gameId: paidGame.id,
          emoji: paidGame.emoji,
          name: paidGame.name,
          status: 'live',
          totalPlayers: 1,
          revenue: total,
          refunds: 0,
          spins: 2,
        },
        {
          gameId: freeGame.id,
          emoji: freeGame.emoji,
          name: freeGame.name,
          status: 'live',
          totalPlayers: 1,
          revenue: 0,
          refunds: 0,
          spins: 1,
        },
      ],
      daily: expect.any(Array),
    });
    expect(analytics.daily).toHaveLength(90);
    expect(analytics.daily[0].date).toBe('2030-03-05');
    expect(analytics.daily.slice(-2)).toEqual([
      { date: '2030-06-01', revenue: first, refunds: 0, spins: 1, newPlayers: 1, activePlayers: 1 },
      { date: '2030-06-02', revenue: second, refunds: 0, spins: 2, newPlayers: 1, activePlayers: 2 },
    ]);
    expect(
      analytics.daily
        .slice(0, -2)
        .every((d: { revenue: number; spins: number }) => d.revenue === 0 && d.spins === 0),
    ).toBe(true);

    expect((await getJson('/trpc/admin.analytics.get')).result.data).toEqual(analytics);
  });

  it('downloads the report as a CSV attachment: a row per day, per game and the totals', async () => {
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withName('Say "cheese", =1+1').allFree());
    const player = await t.signUp();
    await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } });

    const response = await t.call('GET', '/api/admin/analytics/report.csv', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="prize-wheel-report-2030-06-01.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"section","date","game","status","revenue_usd","refunds_usd","spins","players","new_players","active_players"',
    );
    expect(lines[91]).toBe(`"game","","Say ""cheese"", =1+1","live","0.00","0.00","1","1","",""`);
    const rows = csvRecords(text, REPORT_HEADER);
    expect(rows.slice(0, 90).every(([section]) => section === 'day')).toBe(true);
    expect(rows[89]).toEqual(['day', '2030-06-01', '', '', '0.00', '0.00', '1', '', '1', '1']);
    expect(rows[91]).toEqual(['total', '2030-06-01', '', '', '0.00', '0.00', '1', '1', '', '']);
    expect(rows).toHaveLength(92);
  });
});
