import { trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import * as styles from './back-office.css';

const NOTIFICATIONS_POLL_MS = 20_000;

/** The System tab's alerts: what needs the operator (GET /api/admin/notifications). */
export function NotificationsList() {
  const notifications = trpc.admin.system.notifications.useQuery(undefined, {
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
  return (
    <section className={styles.card} aria-labelledby="system-alerts">
      <h3 id="system-alerts" className={styles.sectionTitle}>
        Alerts
      </h3>
      {notifications.isPending ? (
        <Spinner label="Loading alerts..." />
      ) : notifications.isError ? (
        <p className={styles.muted}>The alerts could not be loaded. They are tried again every 20 seconds.</p>
      ) : notifications.data.length === 0 ? (
        <p className={styles.muted}>Nothing needs your attention.</p>
      ) : (
        <ul className={styles.list}>
          {notifications.data.map((alert) => (
            <li key={alert.id} className={styles.alertItem}>
              <strong className={styles.tone[alert.severity]}>{alert.title}</strong>
              <span>{alert.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
