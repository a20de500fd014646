import type { Analytics } from '../../../domain/back-office/analytics';
import { csvDocument } from '../../../domain/csv/csv-cells';
import { formatDollars } from '../../../domain/shared/money';

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
