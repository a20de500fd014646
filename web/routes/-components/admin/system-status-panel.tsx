import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './back-office.css';
import { formatMs } from './measures';

const CHECK_LABEL = { database: 'Database', payments: 'Payment gateway', mail: 'Mail' } as const;

/**
 * The Overview's System Status and Quick Actions panel: health measured now, Refresh Stats
 * (every admin figure fetched again), Test Connection (each service really reached), and the
 * security lines as real values. There is no separate Export Data action: the exports live with the data
 * they export (users, analytics).
 */
export function SystemStatusPanel() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const status = trpc.admin.system.status.useQuery();
  const test = trpc.admin.system.testConnection.useMutation({
    onError: (failure) =>
      toast.error('Test Failed', messageOf(failure, 'The connections could not be tested')),
  });
  const database = status.data?.database;
  const health = status.isPending
    ? { text: 'Checking...', tone: 'info' as const }
    : database?.reachable
      ? { text: `Healthy: database answers in ${formatMs(database.latencyMs)}`, tone: 'ok' as const }
      : { text: 'Unhealthy: the database does not answer', tone: 'bad' as const };
  const security = status.data?.security;

  return (
    <section className={styles.card} aria-labelledby="system-status">
      <h3 id="system-status" className={styles.sectionTitle}>
        System Status and Quick Actions
      </h3>
      <p role="status" className={styles.tone[health.tone]}>
        {health.text}
      </p>
      {security ? (
        <ul className={styles.list}>
          <li className={styles.muted}>
            Admin session timeout: {security.sessionTimeoutMinutes} minutes idle
          </li>
          <li className={styles.muted}>
            {security.https ? 'HTTPS with Secure cookies' : 'Plain HTTP: no TLS on this address'}
          </li>
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" onPress={() => void utils.admin.invalidate()}>
          Refresh Stats
        </Button>
        <Button variant="secondary" onPress={() => test.mutate()} isDisabled={test.isPending}>
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
      </div>
      {test.data ? (
        <ul className={styles.list} aria-label="Connection test results">
          {test.data.checks.map((check) => (
            <li key={check.name} className={styles.row}>
              <span>{CHECK_LABEL[check.name]}</span>
              <span className={styles.tone[check.ok ? 'ok' : 'bad']}>
                {check.ok ? 'Connected' : 'Failed'} ({check.elapsedMs} ms)
              </span>
              <span className={styles.muted}>{check.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
