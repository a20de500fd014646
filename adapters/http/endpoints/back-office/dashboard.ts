import { z } from 'zod';
import type { DashboardStats } from '../../../../application/back-office/get-dashboard-stats';
import { centsToDollars } from '../../../../domain/shared/money';
import { query } from '../endpoint';

/** The admin API's 'Overview stats', plus the ledger's revenue and the top games (dollars). */
const dashboardStatsOut = z.object({
  totalGames: z.number(),
  activeGames: z.number(),
  totalSpins: z.number(),
  totalPrizeValue: z.number(),
  totalRevenue: z.number(),
  topGames: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      emoji: z.string(),
      code: z.string(),
      revenue: z.number(),
      spins: z.number(),
      numbersLeft: z.number(),
      status: z.enum(['scheduled', 'live', 'ended', 'complete', 'cancelled']),
    }),
  ),
});

export type DashboardStatsOut = z.infer<typeof dashboardStatsOut>;

function presentDashboardStats(stats: DashboardStats): DashboardStatsOut {
  return {
    totalGames: stats.totalGames,
    activeGames: stats.activeGames,
    totalSpins: stats.totalSpins,
    totalPrizeValue: centsToDollars(stats.totalPrizeValueCents),
    totalRevenue: centsToDollars(stats.totalRevenueCents),
    topGames: stats.topGames.map(({ game, status, numbersLeft, spins, revenueCents }) => ({
      id: game.id,
      name: game.name,
      emoji: game.emoji,
      code: game.code,
      revenue: centsToDollars(revenueCents),
      spins,
      numbersLeft,
      status,
    })),
  };
}

/** `admin.dashboard.*`: the Overview tab, polled every 15 s. */
export const adminDashboard = {
  stats: query({
    summary: "The Overview tab's figures",
    access: 'admin',
    output: dashboardStatsOut,
    rest: { method: 'GET', path: '/api/admin/dashboard/stats' },
    run: async ({ useCases }) => presentDashboardStats(await useCases.getDashboardStats.execute()),
  }),
};
