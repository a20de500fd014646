import { z } from 'zod';
import type { Analytics } from '../../../../domain/back-office/analytics';
import { csvDocument } from '../../../../domain/csv/csv-cells';
import { centsToDollars, formatDollars } from '../../../../domain/shared/money';
import { query } from '../endpoint';

const dollars = z.number();

const percentOrNull = z.number().nullable();

/**
 * The admin API's 'Analytics' (money in dollars, rates in percent, durations in seconds), measured;
 * 'win rate' is not reported (one winner per game is no rate).
 */
const analyticsOut = z.object({
  /** Days, weeks (from Monday) and months are counted in this IANA zone. */
  timeZone: z.string(),
  today: z.string(),
  totalRevenue: dollars,
  todayRevenue: dollars,
  yesterdayRevenue: dollars,
  todayGrowth: percentOrNull,
  weeklyRevenue: dollars,
  monthlyRevenue: dollars,
  processingFeePercent: z.number(),
  processingFees: dollars,
  netRevenue: dollars,
  /** Refunds confirmed, all time: every revenue figure here is already net of them. */
  totalRefunds: dollars,
  avgRevenuePerUser: dollars.nullable(),
  totalSpins: z.number().int(),
  paidSpins: z.number().int(),
  freeSpins: z.number().int(),
  registeredPlayers: z.number().int(),
  payingPlayers: z.number().int(),
  conversionRate: percentOrNull,
  dailyActiveUsers: z.number().int(),
  weeklyActiveUsers: z.number().int(),
  retentionRate: percentOrNull,
  /** Seconds: the average ended visit of the last 7 days (domain/back-office/analytics.ts VISIT_IDLE_MS); null when none. */
  avgSessionDuration: z.number().int().nullable(),
  /** How many visits that average is over. */
  sessions: z.number().int(),
  gameStats: z.array(
    z.object({
      gameId: z.number().int(),
      emoji: z.string(),
      name: z.string(),
      status: z.enum(['scheduled', 'live', 'ended', 'complete', 'cancelled']),
      totalPlayers: z.number().int(),
      revenue: dollars,
      refunds: dollars,
      spins: z.number().int(),
    }),
  ),
  daily: z.array(
    z.object({
      date: z.string(),
      revenue: dollars,
      refunds: dollars,
      spins: z.number().int(),
      newPlayers: z.number().int(),
      activePlayers: z.number().int(),
    }),
  ),
});

export type AnalyticsOut = z.infer<typeof analyticsOut>;

function presentAnalytics(a: Analytics): AnalyticsOut {
  const { revenue, spins, players } = a;
  return {
    timeZone: a.timeZone,
    today: a.today,
    totalRevenue: centsToDollars(revenue.totalCents),
    todayRevenue: centsToDollars(revenue.todayCents),
    yesterdayRevenue: centsToDollars(revenue.yesterdayCents),
    todayGrowth: revenue.todayGrowthPercent,
    weeklyRevenue: centsToDollars(revenue.weekCents),
    monthlyRevenue: centsToDollars(revenue.monthCents),
    processingFeePercent: revenue.processingFeePercent,
    processingFees: centsToDollars(revenue.processingFeesCents),
    netRevenue: centsToDollars(revenue.netCents),
    totalRefunds: centsToDollars(revenue.refundsCents),
    avgRevenuePerUser:
      revenue.perPayingPlayerCents === null ? null : centsToDollars(revenue.perPayingPlayerCents),
    totalSpins: spins.total,
    paidSpins: spins.paid,
    freeSpins: spins.free,
    registeredPlayers: players.registered,
    payingPlayers: players.paying,
    conversionRate: players.conversionRatePercent,
    dailyActiveUsers: players.dailyActive,
    weeklyActiveUsers: players.weeklyActive,
    retentionRate: players.retentionRatePercent,
    avgSessionDuration: players.avgSessionSeconds,
    sessions: players.sessions,
    gameStats: a.games.map((g) => ({
      gameId: g.gameId,
      emoji: g.emoji,
      name: g.name,
      status: g.status,
      totalPlayers: g.players,
      revenue: centsToDollars(g.revenueCents),
      refunds: centsToDollars(g.refundedCents),
      spins: g.spins,
    })),
    daily: a.daily.map((day) => ({
      date: day.date,
      revenue: centsToDollars(day.revenueCents),
      refunds: centsToDollars(day.refundedCents),
      spins: day.spins,
      newPlayers: day.newPlayers,
      activePlayers: day.activePlayers,
    })),
  };
}

/**
 * The report's one table: a row per day of the series, then a row per game, then the totals. Revenue
 * is net of confirmed refunds; refunds_usd says how much was given back (on the day it was confirmed).
 */
export const REPORT_HEADER = [
  'section',
  'date',
  'game',
  'status',
  'revenue_usd',
  'refunds_usd',
  'spins',
  'players',
  'new_players',
  'active_players',
] as const;

/** Export Report: the daily series and per-game figures as CSV (CRLF line ends, header first). */
export function analyticsReportCsv(a: Analytics): string {
  const rows: (string | number)[][] = [
    ...a.daily.map((d) => [
      'day',
      d.date,
      '',
      '',
      formatDollars(d.revenueCents),
      formatDollars(d.refundedCents),
      d.spins,
      '',
      d.newPlayers,
      d.activePlayers,
    ]),
    ...a.games.map((g) => [
      'game',
      '',
      g.name,
      g.status,
      formatDollars(g.revenueCents),
      formatDollars(g.refundedCents),
      g.spins,
      g.players,
      '',
      '',
    ]),
    [
      'total',
      a.today,
      '',
      '',
      formatDollars(a.revenue.totalCents),
      formatDollars(a.revenue.refundsCents),
      a.spins.total,
      a.players.registered,
      '',
      '',
    ],
  ];
  return csvDocument(REPORT_HEADER, rows);
}

/** `admin.analytics.*`: the Analytics tab (its Export Report file is hand-written). */
export const adminAnalytics = {
  get: query({
    summary: "The Analytics tab's figures",
    access: 'admin',
    output: analyticsOut,
    rest: { method: 'GET', path: '/api/admin/analytics' },
    run: async ({ useCases }) => presentAnalytics(await useCases.getAnalytics.execute()),
  }),
};
