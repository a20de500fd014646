import { useQuery } from '@tanstack/react-query';
import * as styles from './admin.css';

const HEALTH_POLL_MS = 15_000;

async function checkHealth(): Promise<true> {
  const response = await fetch('/api/health', { cache: 'no-store' });
  if (!response.ok) throw new Error(`health check answered ${response.status}`);
  return true;
}

/** The header's pill: 'SYSTEM ONLINE' only while the server's health check (the database) answers. */
export function SystemStatus() {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: checkHealth,
    refetchInterval: HEALTH_POLL_MS,
    retry: false,
  });
  const state = health.isPending ? 'checking' : health.isError ? 'offline' : 'online';
  const label = { checking: 'CHECKING...', offline: 'SYSTEM OFFLINE', online: 'SYSTEM ONLINE' }[state];
  return (
    <span role="status" className={styles.pill[state]}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
