import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { Alert } from '../../../../ui/alert';
import { Spinner } from '../../../../ui/spinner';
import * as office from '../back-office.css';
import { PROFILE_POLL_MS } from './types';
import * as styles from './users.css';

const PRESENCE = { online: 'Online', away: 'Away', offline: 'Offline' } as const;

/** A player's details (docs/rules/back-office.md, Users tab), measured by the server, and the player's break (which the admin cannot lift). */
export function ProfileDetails({ userId }: { userId: number }) {
  const details = trpc.admin.users.details.useQuery({ id: userId }, { refetchInterval: PROFILE_POLL_MS });
  if (details.isPending) return <Spinner label="Loading details..." />;
  if (details.isError) return <Alert tone="danger">The details could not be loaded.</Alert>;
  const d = details.data;
  const facts = [
    ['Status', PRESENCE[d.status as keyof typeof PRESENCE] ?? d.status],
    ['Account age', `${d.accountAge} ${d.accountAge === 1 ? 'day' : 'days'}`],
    ['Total spent', formatAmount(d.totalSpent)],
    ['Win rate', `${d.winRate}%`],
    ['Spins', String(d.totalSpins)],
    ['Favourite game', d.favoriteGame ?? 'None yet'],
    ['Last active', d.lastActive ? formatZonedDateTime(d.lastActive) : 'Never'],
  ] as const;
  return (
    <div className={office.stack}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {d.breakUntil ? (
        <Alert tone="warning">
          On a break until {formatZonedDateTime(d.breakUntil)}. The player chose it; it cannot be lifted
          early.
        </Alert>
      ) : (
        <p className={office.muted}>Not on a break.</p>
      )}
    </div>
  );
}
