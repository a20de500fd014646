import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { Spinner } from '../../../../ui/spinner';
import * as office from '../back-office.css';
import * as styles from './users.css';

/** docs/rules/back-office.md, Dashboard: the activity feed is refreshed every 20 s. */
const ACTIVITY_POLL_MS = 20_000;

const TONE = {
  win: 'ok',
  payment: 'ok',
  join: 'info',
  spin: 'info',
  error: 'bad',
  other: 'warning',
} as const;

/** The Overview's Live Activity Feed: the event log, newest first, administrators' actions named. */
export function LiveActivityFeed() {
  const feed = trpc.admin.activity.list.useQuery({ limit: 50 }, { refetchInterval: ACTIVITY_POLL_MS });
  return (
    <section className={office.card} aria-labelledby="live-activity">
      <h2 id="live-activity" className={office.sectionTitle}>
        Live Activity Feed
      </h2>
      {feed.isPending ? (
        <Spinner label="Loading activity..." />
      ) : feed.isError ? (
        <p className={office.muted}>The activity could not be loaded. It is tried again every 20 seconds.</p>
      ) : feed.data.length === 0 ? (
        <p className={office.muted}>No recent activity to display</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the feed scrolls, so it must be reachable by keyboard.
        <ul className={styles.feed} tabIndex={0} aria-label="Recent activity">
          {feed.data.map((item) => (
            <li key={item.id} className={styles.feedItem}>
              <span>
                <strong className={office.tone[TONE[item.type]]}>{item.user}</strong> {item.action}
              </span>
              <span className={office.muted}>{formatZonedDateTime(item.time)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
