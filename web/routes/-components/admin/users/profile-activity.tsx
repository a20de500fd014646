import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { Alert } from '../../../../ui/alert';
import { Spinner } from '../../../../ui/spinner';
import * as office from '../back-office.css';
import { PROFILE_POLL_MS } from './types';
import * as styles from './users.css';

const TONE = { success: 'ok', warning: 'warning', error: 'bad', other: 'info' } as const;

/** The player's own events, newest first (the append-only event log). */
export function ProfileActivity({ userId }: { userId: number }) {
  const activity = trpc.admin.users.activity.useQuery(
    { id: userId, limit: 50 },
    { refetchInterval: PROFILE_POLL_MS },
  );
  if (activity.isPending) return <Spinner label="Loading activity..." />;
  if (activity.isError) return <Alert tone="danger">The activity could not be loaded.</Alert>;
  if (activity.data.length === 0) return <p className={office.muted}>No activity yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
    <ul className={styles.scrollList} tabIndex={0} aria-label="Activity">
      {activity.data.map((item) => (
        <li key={item.id} className={styles.feedItem}>
          <span className={office.tone[TONE[item.status]]}>{item.title}</span>
          <span>
            {item.description}
            {item.metadata.amount ? ` · ${formatAmount(item.metadata.amount)}` : ''}
          </span>
          <span className={office.muted}>{formatZonedDateTime(item.timestamp)}</span>
        </li>
      ))}
    </ul>
  );
}
