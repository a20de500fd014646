import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { countOf, formatCalendarDay, formatCount, formatPercent } from '../../../../lib/us-format';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { LinkButton } from '../../../../ui/link-button';
import { Spinner } from '../../../../ui/spinner';
import * as back from '../back-office.css';
import * as styles from './analytics.css';
import { formatDuration, formatGrowth } from './analytics-format';
import type { AnalyticsOut } from './analytics-types';
import { DailyChart } from './daily-chart';
import { FigureBlock } from './figure-block';
import { GamePerformance } from './game-performance';

/** The server's Export Report: a CSV built from the same figures. */
const REPORT_URL = '/api/admin/analytics/report.csv';

/** The Analytics tab, measured from the ledger (docs/rules/back-office.md, Analytics). Loaded lazily with Recharts. */
export default function AnalyticsTab() {
  const analytics = trpc.admin.analytics.get.useQuery();
  return (
    <div className={back.stack}>
      <div className={back.toolbar}>
        <h2 className={back.sectionTitle}>Analytics</h2>
        <div className={back.actions}>
          <Button variant="ghost" onPress={() => void analytics.refetch()} isDisabled={analytics.isFetching}>
            {analytics.isFetching ? 'Refreshing...' : 'Refresh Data'}
          </Button>
          <LinkButton variant="secondary" href={REPORT_URL} download>
            Export Report
          </LinkButton>
        </div>
      </div>
      {analytics.isPending ? (
        <Spinner label="Loading analytics..." />
      ) : analytics.isError ? (
        <Alert tone="danger">The analytics could not be loaded: {analytics.error.message}</Alert>
      ) : (
        <AnalyticsFigures a={analytics.data} />
      )}
    </div>
  );
}

function AnalyticsFigures({ a }: { a: AnalyticsOut }) {
  const perPayer = a.avgRevenuePerUser === null ? 'n/a' : formatAmount(a.avgRevenuePerUser);
  const tiles: [string, string, string][] = [
    ['Total Revenue', formatAmount(a.totalRevenue), 'all time, from the ledger, after refunds'],
    ["Today's Revenue", formatAmount(a.todayRevenue), `${formatGrowth(a.todayGrowth)} on yesterday`],
    ['This Week', formatAmount(a.weeklyRevenue), 'since Monday'],
    ['This Month', formatAmount(a.monthlyRevenue), 'since the 1st'],
    [
      'Spins',
      formatCount(a.totalSpins),
      `${formatCount(a.paidSpins)} paid, ${formatCount(a.freeSpins)} free`,
    ],
    ['Conversion', formatPercent(a.conversionRate), 'registered players who paid'],
    [
      'Active Players',
      `${formatCount(a.dailyActiveUsers)} / ${formatCount(a.weeklyActiveUsers)}`,
      'today / last 7 days',
    ],
    ['Retention', formatPercent(a.retentionRate), 'of the 7 days before, back in the last 7'],
    [
      'Avg. Session',
      formatDuration(a.avgSessionDuration),
      `${countOf(a.sessions, 'visit')} ended in the last 7 days`,
    ],
    ['Revenue per Paying Player', perPayer, countOf(a.payingPlayers, 'paying player')],
    ['Net Revenue', formatAmount(a.netRevenue), `after the ${formatPercent(a.processingFeePercent)} fee`],
  ];
  const money = (value: number) => formatAmount(value);
  return (
    <>
      <p className={back.muted}>
        Days, weeks and months in {a.timeZone}; today is {formatCalendarDay(a.today)}.
      </p>
      <div className={styles.tiles}>
        {tiles.map(([label, value, detail]) => (
          <div key={label} className={back.tile}>
            <span className={back.muted}>{label}</span>
            <span className={back.tileValue}>{value}</span>
            <span className={back.muted}>{detail}</span>
          </div>
        ))}
      </div>
      <GamePerformance games={a.gameStats} />
      <div className={styles.charts}>
        <FigureBlock
          id="user-engagement"
          title="User Engagement"
          figures={[
            ['Registered players', formatCount(a.registeredPlayers)],
            ['Paying players', formatCount(a.payingPlayers)],
            ['Conversion to paying', formatPercent(a.conversionRate)],
            ['Active today', formatCount(a.dailyActiveUsers)],
            ['Active in the last 7 days', formatCount(a.weeklyActiveUsers)],
            ['Retention, week on week', formatPercent(a.retentionRate)],
            ['Average session (visit)', formatDuration(a.avgSessionDuration)],
          ]}
        />
        <FigureBlock
          id="revenue-financial"
          title="Revenue and Financial"
          figures={[
            ['Revenue after refunds', formatAmount(a.totalRevenue)],
            ['Refunds', formatAmount(a.totalRefunds)],
            [`Processing fees (${formatPercent(a.processingFeePercent)})`, formatAmount(a.processingFees)],
            ['Net revenue', formatAmount(a.netRevenue)],
            ['Yesterday', formatAmount(a.yesterdayRevenue)],
            ['Today', formatAmount(a.todayRevenue)],
            ['Revenue per paying player', perPayer],
          ]}
        />
      </div>
      <div className={styles.charts}>
        <DailyChart
          id="chart-revenue"
          title="Daily Revenue"
          measure="revenue"
          unit="Revenue"
          format={money}
          days={a.daily}
        />
        <DailyChart
          id="chart-spins"
          title="Daily Spins"
          measure="spins"
          unit="Spins"
          format={formatCount}
          days={a.daily}
        />
        <DailyChart
          id="chart-new-players"
          title="New Players"
          measure="newPlayers"
          unit="New players"
          format={formatCount}
          days={a.daily}
        />
        <DailyChart
          id="chart-active-players"
          title="Active Players"
          measure="activePlayers"
          unit="Active players"
          format={formatCount}
          days={a.daily}
        />
      </div>
    </>
  );
}
