import { trpc } from '../../../lib/trpc';
import { Link } from '../../../ui/link';
import { Spinner } from '../../../ui/spinner';
import * as dash from '../dashboard/dashboard.css';
import { BreakPanel } from './break-panel';
import { LimitsForm } from './limits-form';
import { SpendingSummary } from './spending-summary';

/** The dashboard's Play Responsibly tab: spending against the limits, the limits, and breaks. */
export function LimitsTab() {
  const spending = trpc.responsiblePlay.spending.useQuery(undefined, { refetchInterval: 10_000 });
  const limits = trpc.responsiblePlay.limits.useQuery();
  if (spending.isPending || limits.isPending) return <Spinner label="Loading your limits..." />;
  if (spending.isError || limits.isError) {
    return <p className={dash.muted}>Your limits could not be loaded. Press Refresh to try again.</p>;
  }
  return (
    <div className={dash.stack}>
      <SpendingSummary spending={spending.data} />
      <LimitsForm key={JSON.stringify(limits.data)} limits={limits.data} />
      <BreakPanel excludedUntil={spending.data.excludedUntil} />
      <p className={dash.muted}>
        Need to talk to someone? Call or text the National Problem Gambling Helpline, 1-800-GAMBLER.{' '}
        <Link href="/responsible-play">About responsible play</Link>
      </p>
    </div>
  );
}
