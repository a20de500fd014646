import { DEMO_NOTICE } from '../../../../domain/games/demo-notice';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Link } from '../../../ui/link';
import * as styles from './demo-notice.css';

/** The server's sponsor: null when it names no operator (the demo), the same answer the Official Rules read. */
const useSponsor = () => trpc.config.sponsor.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });

function Notice() {
  return (
    <Alert tone="warning">
      <strong>Demo:</strong> {DEMO_NOTICE} <Link href="/official-rules">Official Rules</Link>
    </Alert>
  );
}

/**
 * The demo's notice on the pages that show prizes (landing, lobby, game page): shown only when the
 * server names no operator, the same answer that makes the Official Rules name the demo as sponsor.
 */
export function DemoNotice() {
  const sponsor = useSponsor();
  if (sponsor.data !== null) return null;
  return <Notice />;
}

/**
 * The demo notice on a page that paints before the sponsor's answer (the pages advertising prizes):
 * its place is kept from the first paint, so nothing below it moves when the answer comes. With an
 * operator named, the place says who offers the prizes.
 */
export function ReservedDemoNotice() {
  const sponsor = useSponsor();
  return (
    <div className={styles.slot}>
      <div className={styles.placeholder} aria-hidden="true">
        <Notice />
      </div>
      <div className={styles.layer}>
        {sponsor.data === null ? (
          <Notice />
        ) : sponsor.data ? (
          <Alert tone="info">
            Prizes are offered and awarded by {sponsor.data.name}, the Sponsor:{' '}
            <Link href="/official-rules">Official Rules</Link>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
