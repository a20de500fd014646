import { formatDateTime } from '../../../lib/date-time';
import { formatAmount } from '../../../lib/format';
import type { SpendingOut } from '../../../lib/trpc';
import { ProgressBar } from '../../../ui/progress-bar';
import * as dash from '../dashboard/dashboard.css';
import * as styles from './responsible.css';

const PERIODS = [
  { key: 'today', label: 'Today', limitName: 'Daily limit' },
  { key: 'thisWeek', label: 'This Week', limitName: 'Weekly limit' },
  { key: 'thisMonth', label: 'This Month', limitName: 'Monthly limit' },
] as const;

/** What the player spent today, this week, this month and in all, against the limits in force. */
export function SpendingSummary({ spending }: { spending: SpendingOut }) {
  return (
    <section className={dash.card} aria-labelledby="spending-title">
      <h2 id="spending-title" className={dash.sectionTitle}>
        Your Spending
      </h2>
      <p className={dash.muted}>
        Paid spins you paid for or may still owe (a payment being confirmed, a held number). Free entries are
        not spending.
      </p>
      <div className={styles.periods}>
        {PERIODS.map(({ key, label, limitName }) => {
          const period = spending[key];
          return (
            <div key={key} className={dash.stat}>
              <span className={dash.muted}>{label}</span>
              <span className={dash.statValue}>{formatAmount(period.spent)}</span>
              {period.limit === null ? (
                <span className={dash.muted}>No {limitName.toLowerCase()}</span>
              ) : (
                <>
                  <ProgressBar
                    label={`${limitName} ${formatAmount(period.limit)}`}
                    value={period.limit === 0 ? 100 : (period.spent / period.limit) * 100}
                  />
                  <span className={dash.muted}>
                    {formatAmount(Math.max(0, period.limit - period.spent))} left · resets{' '}
                    {formatDateTime(period.resetsAt)}
                  </span>
                </>
              )}
            </div>
          );
        })}
        <div className={dash.stat}>
          <span className={dash.muted}>All Time</span>
          <span className={dash.statValue}>{formatAmount(spending.allTime.spent)}</span>
        </div>
      </div>
    </section>
  );
}
