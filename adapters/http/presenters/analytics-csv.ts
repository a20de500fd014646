import type { Analytics } from '../../../domain/analytics';
import { formatDollars } from '../../../domain/money';

/** The report's one table: a row per day of the series, then a row per game, then the totals. */
export const REPORT_HEADER = [
  'section',
  'date',
  'game',
  'status',
  'revenue_usd',
  'spins',
  'players',
  'new_players',
  'active_players',
] as const;

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break. A text a spreadsheet would
 * run as a formula (=, +, -, @, tab or carriage return first) gets a leading quote mark.
 */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Export Report: the daily series and per-game figures as CSV (CRLF line ends, header first). */
export function analyticsReportCsv(a: Analytics): string {
  const rows: (string | number)[][] = [
    [...REPORT_HEADER],
    ...a.daily.map((d) => [
      'day',
      d.date,
      '',
      '',
      formatDollars(d.revenueCents),
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
      a.spins.total,
      a.players.registered,
      '',
      '',
    ],
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
