import { trpc } from '../../../lib/trpc';
import { formatCount, formatZonedTime } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { SystemDatabase } from './admin-types';
import * as styles from './back-office.css';
import { DatabaseToolsCard } from './database-tools-card';
import { errorRate, formatBytes, formatMs, formatUptime, perMinute } from './measures';
import { NotificationsList } from './notifications-list';
import { SharedMailboxesCard } from './shared-mailboxes-card';

/** The System tab's figures are measured again this often while it is open. */
const SYSTEM_POLL_MS = 10_000;

/** The pool of this process: busy and open connections against its ceiling. */
function connectionUse(database: SystemDatabase): string {
  if (!database.reachable) return 'Unreachable';
  const use = database.connections;
  return use.kind === 'embedded'
    ? 'Embedded PGlite: 1 connection'
    : `${use.active} busy, ${use.open} open of ${use.max} (this reading included)`;
}

/**
 * The System tab, measured (docs/rules/back-office.md, System tab): four tiles, metrics, the operator's
 * alerts and the mailboxes several accounts share.
 */
export function SystemTab() {
  const status = trpc.admin.system.status.useQuery(undefined, { refetchInterval: SYSTEM_POLL_MS });
  if (status.isPending) return <Spinner label="Measuring..." />;
  if (status.isError)
    return <Alert tone="danger">The figures could not be measured: {status.error.message}</Alert>;
  const { database, runtime, security, measuredAt } = status.data;
  const { requests } = runtime;
  const tiles = [
    {
      label: 'Database',
      value: database.reachable ? formatMs(database.latencyMs) : 'Unreachable',
      detail: database.reachable ? 'select 1 round trip' : database.reason,
      tone: database.reachable ? ('ok' as const) : ('bad' as const),
    },
    {
      label: 'Network',
      value: `${perMinute(requests.requests, requests.windowSeconds)} req/min`,
      detail: `${errorRate(requests.serverErrors, requests.requests)} server errors, last 5 minutes`,
      tone: requests.serverErrors > 0 ? ('warning' as const) : ('ok' as const),
    },
    {
      label: 'Server Load',
      value: formatMs(runtime.eventLoopDelayMs.p99),
      detail: 'event-loop delay, 99th percentile',
      tone: runtime.eventLoopDelayMs.p99 > 100 ? ('warning' as const) : ('ok' as const),
    },
    {
      label: 'Performance',
      value: formatBytes(runtime.memory.rssBytes),
      detail: `memory in use; up ${formatUptime(runtime.uptimeSeconds)}`,
      tone: 'info' as const,
    },
  ];
  const metrics: [string, string][] = [
    ['Requests (last 5 minutes)', formatCount(requests.requests)],
    ['Client errors (4xx)', formatCount(requests.clientErrors)],
    ['Server errors (5xx)', formatCount(requests.serverErrors)],
    [
      'Event-loop delay (mean / max)',
      `${formatMs(runtime.eventLoopDelayMs.mean)} / ${formatMs(runtime.eventLoopDelayMs.max)}`,
    ],
    [
      'Heap used / total',
      `${formatBytes(runtime.memory.heapUsedBytes)} / ${formatBytes(runtime.memory.heapTotalBytes)}`,
    ],
    ['Database connections', connectionUse(database)],
    ['Uptime', formatUptime(runtime.uptimeSeconds)],
    ['Admin session timeout', `${security.sessionTimeoutMinutes} minutes idle`],
    ['HTTPS', security.https ? 'On (Secure cookies)' : 'Off: served over plain HTTP'],
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>System Monitor</h2>
        <div className={styles.actions}>
          <span className={styles.muted}>Measured {formatZonedTime(measuredAt)} by this server process</span>
          <Button variant="ghost" onPress={() => void status.refetch()} isDisabled={status.isFetching}>
            {status.isFetching ? 'Measuring...' : 'Refresh'}
          </Button>
        </div>
      </div>
      <div className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.tile}>
            <span className={styles.muted}>{tile.label}</span>
            <span className={`${styles.tileValue} ${styles.tone[tile.tone]}`}>{tile.value}</span>
            <span className={styles.muted}>{tile.detail}</span>
          </div>
        ))}
      </div>
      <section className={styles.card} aria-labelledby="system-metrics">
        <h3 id="system-metrics" className={styles.sectionTitle}>
          Metrics
        </h3>
        <dl className={styles.list}>
          {metrics.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.muted}>{label}</dt>
              <dd className={styles.figure}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <NotificationsList />
      <SharedMailboxesCard />
      <DatabaseToolsCard />
    </div>
  );
}
