import { DEMO_NOTICE } from '../../../lib/demo-notice';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Link } from '../../../ui/link';

/**
 * The demo's notice on the pages that show prizes (landing, lobby, game page): shown only when the
 * server names no operator, the same answer that makes the Official Rules name the demo as sponsor.
 */
export function DemoNotice() {
  const sponsor = trpc.config.sponsor.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (sponsor.data !== null) return null;
  return (
    <Alert tone="warning">
      <strong>Demo:</strong> {DEMO_NOTICE} <Link href="/official-rules">Official Rules</Link>
    </Alert>
  );
}
